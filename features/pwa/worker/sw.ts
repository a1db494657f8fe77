/// <reference lib="webworker" />
import { Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { localePath, pages } from '@/contracts/pages';
import { installPushHandlers } from '@/lib/push/worker';
import { CACHES_DROPPED, PERSONAL_CACHES } from '@/lib/pwa/personal-caches';
import { runtimeCaching } from './caching';
import { splitLocale } from './requests';

/**
 * The service worker (ADR 0053), built by Serwist with esbuild inside `next build` (app/serwist/[path]/route.ts) and
 * served at /serwist/sw.js with the scope `/`. Its parts are modules: the caching rules here; Web Push's `push` and
 * `notificationclick` handlers (lib/push/worker.ts, docs/decisions/0054-web-push.md).
 */
declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    /** The precache list Serwist writes in at build time: the offline pages of each language and the icons. */
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

let droppedAt = 0;

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build's worker takes over at once: pages are fetched from the network first, and the hashed files of the
  // build a page started with stay in the cache, so an open page keeps working (ADR 0053).
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: runtimeCaching({
    // Written in by the build (esbuild's define, app/serwist/[path]/route.ts).
    apiOrigin: new URL(process.env.NEXT_PUBLIC_API_URL!).origin,
    droppedAt: () => droppedAt,
    tellWindows: async (message) => {
      for (const window of await self.clients.matchAll({ type: 'window' })) window.postMessage(message);
    },
    offlinePage: async (request): Promise<Response | undefined> => {
      const wantsPage = request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith('text/html');
      return wantsPage ? serwist.matchPrecache(localePath(splitLocale(new URL(request.url).pathname).locale, pages.offline())) : undefined;
    },
  }),
});

self.addEventListener('message', (event) => {
  if (event.data?.type !== CACHES_DROPPED) return;
  droppedAt = Date.now();
  event.waitUntil(Promise.all(Object.values(PERSONAL_CACHES).map((name) => caches.delete(name))));
});

installPushHandlers(self);

serwist.addEventListeners();
