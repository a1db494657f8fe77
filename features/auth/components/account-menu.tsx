'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { profileCache } from '@/lib/session/profile-cache';
import { useCounters } from '@/lib/session/counters';
import { useSessionStore } from '@/lib/session/session-store';
import { useSignedInUser } from '@/lib/session/signed-in-user';
import { openModal } from '@/lib/stores/modal-store';

/** Someone was signed in on this device (the persisted profile): show a placeholder, not the sign-in button, while the session loads. */
const useHadSession = () =>
  useSyncExternalStore(
    () => () => undefined,
    () => profileCache.read() !== null,
    () => false,
  );

function AvatarPlaceholder() {
  const t = useTranslations('auth.menu');
  // Said as text: a name on a plain div is ignored (axe: aria-prohibited-attr).
  return (
    <div aria-busy="true" className="size-10 animate-pulse rounded-full bg-slate-200">
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

// The menu's code (Headless UI Menu) is fetched for signed-in visitors only.
const ProfileMenu = dynamic(() => import('./profile-menu').then((m) => m.ProfileMenu), { ssr: false, loading: AvatarPlaceholder });

/** The header's account slot: a sign-in button for guests, the profile menu for a signed-in user. */
export function AccountMenu() {
  const t = useTranslations('auth.menu');
  const status = useSessionStore((s) => s.status);
  const user = useSignedInUser();
  const unread = useCounters().notificationsCount;
  const hadSession = useHadSession();

  if (status === 'loading' && hadSession) return <AvatarPlaceholder />;
  if (!user) {
    return (
      <Button variant="primary" onClick={() => openModal('auth')} className="shrink-0" disabled={status === 'loading'}>
        {t('signIn')}
      </Button>
    );
  }
  return <ProfileMenu user={user} unread={unread} />;
}
