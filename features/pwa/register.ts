import { isFieldPage } from './worker/requests';

/** Where the service worker is served (app/serwist/[path]/route.ts); it controls the whole site. */
const WORKER_URL = '/serwist/sw.js';

/**
 * Registers the service worker. On the first visit the page and its scripts were loaded before the worker ran: once
 * it is active they are handed to it (Serwist's CACHE_URLS message), so that this very page opens without a network.
 */
export async function registerWorker() {
  const firstVisit = !navigator.serviceWorker.controller;
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  if (!firstVisit) return;
  const registration = await navigator.serviceWorker.ready;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/_next/static/'));
  const page: [string, RequestInit][] = isFieldPage(new URL(location.href))
    ? [[location.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' }]]
    : [];
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...page, ...files] } });
}
