'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COPY_REFRESHED } from '@/lib/pwa/personal-caches';

/**
 * Registers the service worker in production builds (not under `next dev`), after the page has loaded and the browser
 * is idle, with its code loaded then: nothing of it is in the page's first scripts (ADR 0053). Hears from the worker
 * when a copy the page was shown has been replaced by a different answer of the network (ADR 0056): the page's reads
 * the worker serves that way (`meta` REFRESHED_BY_WORKER) are made again, and the worker answers them with the fresh copy.
 */
export function RegisterWorker() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type === COPY_REFRESHED)
        void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.meta?.refreshedByWorker === true });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    // Safari has no requestIdleCallback.
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    const register = () => idle(() => void import('../register').then(({ registerWorker }) => registerWorker()).catch(() => undefined));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [queryClient]);
  return null;
}
