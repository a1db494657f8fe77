'use client';
import { useEffect } from 'react';

/**
 * Registers the service worker in production builds (not under `next dev`), after the page has loaded and the browser
 * is idle, with its code loaded then: nothing of it is in the page's first scripts (ADR 0053).
 */
export function RegisterWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // Safari has no requestIdleCallback.
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    const register = () => idle(() => void import('../register').then(({ registerWorker }) => registerWorker()).catch(() => undefined));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return null;
}
