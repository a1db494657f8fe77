import { defaultLocale, locales } from '@/contracts/constants';

/**
 * Which requests the service worker keeps copies of (ADR 0053). Pure functions of the request's URL and headers, so
 * that they are tested without a worker.
 */

const PREFIX = new RegExp(`^/(${locales.filter((l) => l !== defaultLocale).join('|')})(?=/|$)`);

/** The page's locale and its path without the locale prefix (`/en/calendar` -> en, `/calendar`). */
export function splitLocale(pathname: string) {
  const match = PREFIX.exec(pathname);
  return match ? { locale: match[1], path: pathname.slice(match[0].length) || '/' } : { locale: defaultLocale, path: pathname };
}

/**
 * The installer's pages kept for work without a network: the installations list, a card and a product card inside it,
 * the wizard of a draft opened before (ADR 0055), the calendar, and the public catalogue (the list in any filter, a
 * product). Not the requests.
 */
const FIELD_PAGE = /^\/(?:installations(?:\/\d+(?:\/\d+)?|\/new)?|calendar|products(?:\/[^/]+)?)$/;
export const isFieldPage = (url: URL) => FIELD_PAGE.test(splitLocale(url.pathname).path);

/**
 * Under which URL a page's HTML is kept: the URL itself, but the wizard's page by its draft alone (`?id=`): its step is
 * read in the browser, so a draft's page reloaded without a network opens at any step from the one copy.
 */
export function pageCacheKey(url: URL) {
  if (splitLocale(url.pathname).path !== '/installations/new') return url.href;
  const id = url.searchParams.get('id');
  return `${url.origin}${url.pathname}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
}

/** The installed app's start page (the manifests' `start_url`): the installations list, in any language and filter. */
export const isStartPage = (url: URL) => splitLocale(url.pathname).path === '/installations';

/** The web's own routes that are no pages: sessions, the service worker and manifests, Next's internals. */
const NOT_A_PAGE = /^\/(?:session|internal|version|serwist|manifest|_next|api)(?:\/|$)/;

/** A React Server Components request of a client-side navigation (Next sends `RSC: 1` and a `_rsc` query). */
export const isRscRequest = (request: Request) => request.headers.get('rsc') === '1';

/** A prefetch: its payload is partial, and the guarded pages are never prefetched (ADR 0006, 0008). */
const isPrefetch = (request: Request) => request.headers.has('next-router-prefetch') || request.headers.has('next-router-segment-prefetch');

/**
 * An HTML page of this site: a navigation, or the page URL the window hands over after the worker started (it was
 * loaded before the worker controlled it; features/pwa/components/register-worker.tsx asks for it as text/html).
 */
export const isPageRequest = (request: Request, url: URL, origin: string) =>
  url.origin === origin &&
  !NOT_A_PAGE.test(url.pathname) &&
  !isRscRequest(request) &&
  (request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith('text/html'));

export const isFieldRscRequest = (request: Request, url: URL, origin: string) =>
  url.origin === origin && isRscRequest(request) && !isPrefetch(request) && isFieldPage(url);

/** The app's own files: scripts, styles and fonts under hashed names, and the icons. */
export const isShellFile = (url: URL, origin: string) =>
  url.origin === origin && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/') || url.pathname === '/icon.svg');

/** Catalogue photos as Next's optimiser serves them. */
export const isOptimisedImage = (url: URL, origin: string) => url.origin === origin && url.pathname === '/_next/image';

/**
 * The API's GET answers the field pages read: the installations list and its filters, a card and its tabs' reads
 * (units, commissioning, F-gas logbook, maintenance), the calendar, the catalogue. Never sessions, exports, PDFs or
 * any other route; writes are never routed (the worker routes GET only).
 */
const FIELD_READ = new RegExp(
  '^/web/(?:' +
    [
      'installations(?:/filters|/certification-types)?',
      'installations/\\d+(?:/(?:common|installer|address|products|details|barcodes|commissioning|fgas))?',
      'installations/preventions/(?:works|\\d+/common)',
      'installers/calendar/(?:month|day)',
      'catalog/(?:groups|products|products/\\d+|search)',
    ].join('|') +
    ')$',
);
export const isFieldApiRead = (url: URL, apiOrigin: string) => url.origin === apiOrigin && FIELD_READ.test(url.pathname);

/** The start page's reads: the installations list (any filter or page) and its filters. */
export const isStartApiRead = (url: URL, apiOrigin: string) => url.origin === apiOrigin && /^\/web\/installations(?:\/filters)?$/.test(url.pathname);

/** A read sent with the session's token; one without was sent before `GET /session` answered (the person remembered). */
export const carriesToken = (request: Request) => (request.headers.get('authorization') ?? '').startsWith('Bearer ');
