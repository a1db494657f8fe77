'use client';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { useAuthFlow, type AuthTab } from '../stores/auth-flow';
import { RegistrationForm } from './registration-form';
import { SignInForm } from './sign-in-form';

const tabClass =
  'min-h-11 rounded-lg px-3 text-sm font-medium text-slate-600 focus:outline-none data-focus:outline-2 data-focus:outline-brand-600 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm';

/** The sign-in/registration modal with its two tabs, registered as `auth`. */
export function AuthModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('auth');
  const tab = useAuthFlow((s) => s.tab);
  const setTab = (index: number) => useAuthFlow.getState().set({ tab: index as AuthTab });
  return (
    <Modal open={open} onClose={onClose} title={tab === 0 ? t('signIn.title') : t('registration.title')}>
      <TabGroup selectedIndex={tab} onChange={setTab}>
        <TabList className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
          <Tab className={tabClass}>{t('tabs.signIn')}</Tab>
          <Tab className={tabClass}>{t('tabs.registration')}</Tab>
        </TabList>
        <TabPanels className="mt-5">
          <TabPanel>
            <SignInForm />
          </TabPanel>
          <TabPanel>
            <RegistrationForm />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </Modal>
  );
}
