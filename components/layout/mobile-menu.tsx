'use client';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { routing } from '@/i18n/routing';
import { telHref } from '@/contracts/site-contacts';
import { useOpenDialogCount } from '@/lib/stores/modal-store';
import { ChevronIcon, CloseIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { infoLinks } from './nav-links';
import { NavLink } from './nav-link';
import { pages } from '@/contracts/pages';

/** The site's phone and e-mail the drawer shows. */
export type MenuContacts = { phone: string; email: string };

/** The mobile navigation's drawer: information pages, contacts and the language switch. */
export function MobileMenu({ open, onClose, contacts }: { open: boolean; onClose: () => void; contacts: MenuContacts }) {
  const t = useTranslations('shell');
  useOpenDialogCount(open);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 wide:hidden">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-200 ease-out data-closed:translate-x-full"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <DialogTitle className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <LogoMark className="size-7" />
            {t('menu')}
          </DialogTitle>
          <button type="button" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100" onClick={onClose} aria-label={t('closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('infoNav')} className="flex flex-col p-2">
          {[...infoLinks, { href: pages.privacy(), key: 'privacy' } as const].map((link) => (
            <NavLink
              key={link.href}
              href={link.href}
              onClick={onClose}
              className="flex min-h-12 items-center justify-between rounded-xl px-3 font-medium text-slate-800 hover:bg-slate-100"
              activeClassName="bg-brand-50 text-brand-700!"
            >
              {t(`links.${link.key}`)}
              <ChevronIcon className="size-4 text-slate-400" />
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto space-y-4 border-t border-slate-200 p-4">
          <address className="space-y-1 text-sm not-italic">
            <a href={telHref(contacts.phone)} className="block font-semibold text-slate-900">
              {contacts.phone}
            </a>
            <a href={`mailto:${contacts.email}`} className="block text-slate-600">
              {contacts.email}
            </a>
          </address>
          <LanguageSwitch locales={routing.locales} />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
