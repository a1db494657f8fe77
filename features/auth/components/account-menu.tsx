'use client';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { profileCache } from '@/lib/session/profile-cache';
import { useCounters } from '@/lib/session/counters';
import { useSessionStore, type SessionUser } from '@/lib/session/session-store';
import { useSignedInUser } from '@/lib/session/signed-in-user';
import { openModal } from '@/lib/stores/modal-store';
import { useOpenerOnIntent } from '@/lib/use-load-on-intent';
import { ProfileMenuLabel, profileMenuButtonClass } from './profile-menu-button';

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

const load = () => import('./profile-menu').then((module) => module.ProfileMenu);

/**
 * The profile menu's button: its menu (Headless UI's Menu and its positioning: 27 KB of brotli JS) loads when the pointer comes near,
 * a touch starts or the button gets focus or a click, and takes over, open if the button was clicked meanwhile. Phones
 * render the desktop header hidden, so they never load it.
 */
function ProfileMenuOnIntent({ user, unread }: { user: SessionUser; unread: number }) {
  const t = useTranslations('auth.menu');
  const { loaded: ProfileMenu, focused, opened, opener } = useOpenerOnIntent(load);
  if (ProfileMenu) return <ProfileMenu user={user} unread={unread} opened={opened} focused={focused} />;
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} aria-label={t('open', { name: user.name })} className={profileMenuButtonClass} {...opener}>
      <ProfileMenuLabel user={user} unread={unread} />
    </button>
  );
}

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
  return <ProfileMenuOnIntent user={user} unread={unread} />;
}
