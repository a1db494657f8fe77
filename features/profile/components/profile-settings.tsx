'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ListStates, LoadingRows } from '@/components/ui/list-states';
import { useSessionStore } from '@/lib/session/session-store';
import { useProfile } from '../hooks/use-profile';
import { AccountLinks } from './account-links';
import { AvatarUpload } from './avatar-upload';
import { DeleteAccount } from './delete-account';
import { LanguageForm } from './language-form';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm wide:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The profile section: personal data, avatar, password, language, account deletion, then `after` (other features'
 * settings), shown with them: below the placeholder it would be pushed down 1,600 px once the profile arrives (CLS).
 */
export function ProfileSettings({ after }: { after?: ReactNode }) {
  const t = useTranslations('profile');
  const profile = useProfile();
  // Hydration renders the session store's initial state (no user), as the server did: the cached
  // profile shows only after it, otherwise the page would not match its server HTML (React error #418).
  const signedIn = useSessionStore((s) => s.user !== null);

  if (!signedIn) return <LoadingRows label={t('loading')} />;
  return (
    <ListStates query={profile} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')}>
      {(data) => (
        <div className="space-y-4">
          <AccountLinks profile={data} />
          <Card title={t('avatar.title')}>
            <AvatarUpload profile={data} />
          </Card>
          <Card title={t('personal.title')}>
            <PersonalDataForm profile={data} />
          </Card>
          <Card title={t('password.title')}>
            <PasswordForm />
          </Card>
          <Card title={t('language.title')}>
            <LanguageForm />
          </Card>
          <Card title={t('delete.title')}>
            <DeleteAccount />
          </Card>
          {after}
        </div>
      )}
    </ListStates>
  );
}
