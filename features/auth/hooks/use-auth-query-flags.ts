'use client';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useOnline } from '@/lib/offline/use-online';
import { safeNextPath } from '@/lib/guards';
import { useSessionStore } from '@/lib/session/session-store';
import { openModal, showErrorPopup } from '@/lib/stores/modal-store';
import { REGISTRATION_TAB, SIGN_IN_TAB, useAuthFlow } from '../stores/auth-flow';

const FLAGS = ['signIn', 'denied', 'next', 'invitation'];

/**
 * `?signIn=1&next=...` opens the sign-in modal and `?denied=1` the access-denied popup, on any page (set by the guards);
 * `?invitation=…` (an invitation SMS's link) opens the registration of the person it names. Without a network they wait
 * (the address could not be tidied: Next's router would load it as a page, which is then the offline page).
 */
export function useAuthQueryFlags() {
  const t = useTranslations('shell');
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const status = useSessionStore((s) => s.status);
  const online = useOnline();

  useEffect(() => {
    if (status !== 'ready' || !online) return;
    const signIn = params.get('signIn') === '1';
    const denied = params.get('denied') === '1';
    const invitation = params.get('invitation');
    if (!signIn && !denied && !invitation) return;
    const next = safeNextPath(params.get('next'));
    const rest = new URLSearchParams(params);
    FLAGS.forEach((flag) => rest.delete(flag));
    const signedIn = Boolean(useSessionStore.getState().user);
    router.replace(signIn && signedIn && next ? next : rest.size ? `${pathname}?${rest}` : pathname, { scroll: false });
    if (denied) showErrorPopup(t('accessDenied'));
    else if (!signedIn) {
      useAuthFlow.getState().set(invitation ? { next, tab: REGISTRATION_TAB, invitation } : { next, tab: SIGN_IN_TAB });
      openModal('auth');
    }
  }, [params, status, online, pathname, router, t]);
}
