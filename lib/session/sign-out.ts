'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { getPathname } from '@/i18n/navigation';
import { dropBrowserSubscription } from '@/lib/push/browser';
import { closeModal } from '@/lib/stores/modal-store';
import { endSession, forgetSession } from './session-client';
import { pages } from '@/contracts/pages';

/** How long sign-out waits for the browser's push subscription to end. */
const UNSUBSCRIBE_WAIT_MS = 3000;

let leaving = false;
/** True once sign-out started: the page is about to be replaced, guards must not send anyone to sign in. */
export const isSigningOut = () => leaving;

/**
 * Sign-out (docs/api.md#authentication): ends this browser's push subscription (the API drops its copy with the session,
 * docs/decisions/0054-web-push.md), ends the session at the server (tokens), forgets the user and drops the copies the
 * service worker kept of what they read (ADR 0053), resets the shared stores and the query cache (the counters and the
 * profile with it), then loads the start page afresh, so that no feature's in-memory state (menu flags, lists, drafts)
 * survives into the next session.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useCallback(async () => {
    leaving = true;
    // A browser that cannot unsubscribe now (an error, a push service that does not answer) still signs out: the API's
    // copy goes with the session either way.
    await Promise.race([dropBrowserSubscription().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, UNSUBSCRIBE_WAIT_MS))]);
    await endSession();
    await forgetSession();
    closeModal();
    queryClient.clear();
    window.location.assign(getPathname({ href: pages.home(), locale }));
  }, [queryClient, locale]);
}
