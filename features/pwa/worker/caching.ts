import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type RuntimeCaching,
  type SerwistPlugin,
} from 'serwist';
import { COPY_REFRESHED, PERSONAL_CACHES } from '@/lib/pwa/personal-caches';
import {
  carriesToken,
  isFieldApiRead,
  isFieldPage,
  isFieldRscRequest,
  isOptimisedImage,
  isPageRequest,
  isShellFile,
  isStartApiRead,
  isStartPage,
  pageCacheKey,
} from './requests';

/**
 * The worker's runtime caching (ADR 0053):
 * - the app's own files under hashed names, icons and catalogue photos: cache first (a name never changes content);
 * - the start page (the installations list) and its API reads: the copy at once, refreshed from the network behind it,
 *   the windows told when the fresh answer differs (stale-while-revalidate, ADR 0056);
 * - the other field pages (HTML, and the React payloads of client-side navigations, keyed by their `_rsc` query, which
 *   hashes the router state the payload was made for) and the API's reads of them: network first, the copy after a
 *   short wait;
 * - every other page: the network only. A page that neither gives answers with the offline page of its language.
 */

/** How long a page or an API read waits for the network before its copy is used (a weak signal on a roof). */
const NETWORK_TIMEOUT_SECONDS = 2;
const DAY = 24 * 60 * 60;

type Options = {
  /** NEXT_PUBLIC_API_URL's origin. */
  apiOrigin: string;
  /** The precached offline page for a page request that neither the network nor a copy answered. */
  offlinePage: (request: Request) => Promise<Response | undefined>;
  /** When the window last dropped the personal caches (a sign-out or an ended session): older answers are not stored. */
  droppedAt: () => number;
  /** Posts a message to every window of the site. */
  tellWindows: (message: { type: string; url: string }) => Promise<void>;
};

export function runtimeCaching({ apiOrigin, offlinePage, droppedAt, tellWindows }: Options): RuntimeCaching[] {
  const origin = self.location.origin;
  // Answers vary by headers that a copy need not match (CORS `Origin`, Next's router headers, which `_rsc` hashes).
  const matchOptions = { ignoreVary: true };
  const pagesExpiry = new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true });
  const apiExpiry = new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true });
  const okOnly = new CacheableResponsePlugin({ statuses: [200] });
  // An answer to a request sent before the session ended is the previous person's: it is not stored.
  const markStart: SerwistPlugin['handlerWillStart'] = async ({ state }) => {
    if (state) state.startedAt = Date.now();
  };
  const sameSession: SerwistPlugin = {
    handlerWillStart: markStart,
    cacheWillUpdate: async ({ response, state }) => ((state?.startedAt as number) >= droppedAt() ? response : null),
  };
  const offline: SerwistPlugin = { handlerDidError: ({ request }) => offlinePage(request) };
  // The wizard's page is kept per draft, whatever its step (requests.ts).
  const pageKey: SerwistPlugin = { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)) };
  // Chromium cancels a navigation's own request (which it may have sent before the worker ran) once the worker answered
  // it, here from the copy: the fetch behind the copy is a request of its own (bench/pwa-cold-start.mjs --detail).
  // `manual`: a guard's redirect is not followed into the copy (nor stored: not a 200).
  const ownRequest: SerwistPlugin = {
    requestWillFetch: async ({ request }) => new Request(request.url, { headers: request.headers, credentials: 'same-origin', redirect: 'manual' }),
  };
  // Bodies are compared, not Serwist's BroadcastUpdatePlugin's headers (length, ETag, Last-Modified): the list has no
  // ETag, and a changed status or date can keep its length.
  const refreshed: SerwistPlugin = {
    cacheDidUpdate: async ({ oldResponse, newResponse, request }) => {
      if (oldResponse && (await oldResponse.text()) !== (await newResponse.text())) await tellWindows({ type: COPY_REFRESHED, url: request.url });
    },
  };
  // A page opened by a client-side navigation was fetched as a React payload only: its HTML is fetched beside it once,
  // so that reloading it (or opening the installed app on it) without a network finds it.
  const htmlAlongside: SerwistPlugin = {
    handlerWillStart: markStart,
    fetchDidSucceed: async ({ request, response, event, state }) => {
      if (response.ok) event.waitUntil(keepHtmlOf(request.url, (state?.startedAt as number) ?? 0));
      return response;
    },
  };
  const keepHtmlOf = async (rscUrl: string, startedAt: number) => {
    const url = new URL(rscUrl);
    url.searchParams.delete('_rsc');
    const key = pageCacheKey(url);
    const cache = await caches.open(PERSONAL_CACHES.pages);
    if (await cache.match(key, matchOptions)) return;
    const html = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } }).catch(() => null);
    if (html?.ok && !html.redirected && startedAt >= droppedAt()) await cache.put(key, html);
  };

  return [
    {
      matcher: ({ url }) => isShellFile(url, origin),
      handler: new CacheFirst({
        cacheName: 'portal-shell',
        plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url }) => isOptimisedImage(url, origin),
      handler: new CacheFirst({
        cacheName: 'portal-images',
        plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
      }),
    },
    {
      // A shell whose data the page reads: its copy opens the installed app at once on a slow line.
      matcher: ({ request, url }) => isPageRequest(request, url, origin) && isStartPage(url),
      handler: new StaleWhileRevalidate({ cacheName: PERSONAL_CACHES.pages, matchOptions, plugins: [ownRequest, okOnly, sameSession, pagesExpiry, offline] }),
    },
    {
      matcher: ({ request, url }) => isPageRequest(request, url, origin) && isFieldPage(url),
      handler: new NetworkFirst({
        cacheName: PERSONAL_CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        matchOptions,
        plugins: [okOnly, sameSession, pagesExpiry, offline, pageKey],
      }),
    },
    {
      // No fallback: a payload that is neither fetched nor kept fails, and Next's router then loads the page itself
      // (a navigation, answered by the rule above).
      matcher: ({ request, url }) => isFieldRscRequest(request, url, origin),
      handler: new NetworkFirst({
        cacheName: PERSONAL_CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        matchOptions,
        plugins: [okOnly, sameSession, pagesExpiry, htmlAlongside],
      }),
    },
    {
      matcher: ({ request, url }) => isPageRequest(request, url, origin),
      handler: new NetworkOnly({ plugins: [offline] }),
    },
    {
      // Sent for the person remembered here before `GET /session` answered: the network would refuse it (no token), so
      // the copy answers it, or the network when there is none. The page reads again with the token.
      matcher: ({ request, url }) => isStartApiRead(url, apiOrigin) && !carriesToken(request),
      handler: new CacheFirst({ cacheName: PERSONAL_CACHES.api, matchOptions, plugins: [okOnly, sameSession, apiExpiry] }),
    },
    {
      matcher: ({ url }) => isStartApiRead(url, apiOrigin),
      handler: new StaleWhileRevalidate({ cacheName: PERSONAL_CACHES.api, matchOptions, plugins: [okOnly, sameSession, apiExpiry, refreshed] }),
    },
    {
      matcher: ({ url }) => isFieldApiRead(url, apiOrigin),
      handler: new NetworkFirst({
        cacheName: PERSONAL_CACHES.api,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        matchOptions,
        plugins: [okOnly, sameSession, apiExpiry],
      }),
    },
  ];
}
