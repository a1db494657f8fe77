/**
 * The service worker's caches that hold what a signed-in person read (features/pwa/worker, ADR 0053): pages (HTML and
 * React payloads) and API answers. They must not outlive the session: every way a session ends here drops them.
 */
export const PERSONAL_CACHES = { pages: 'portal-pages', api: 'portal-api' } as const;

/** The message that tells the worker the caches were dropped: answers to requests made before it are not stored. */
export const CACHES_DROPPED = 'portal:personal-caches-dropped';

/** Deletes the personal caches (the page can: Cache Storage is the origin's) and tells the worker. */
export async function dropPersonalCaches() {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: CACHES_DROPPED });
  await Promise.all(Object.values(PERSONAL_CACHES).map((name) => caches.delete(name)));
}

/**
 * The message the worker sends the windows when a copy it answered with (stale-while-revalidate, ADR 0056) was
 * replaced by a different answer of the network: the pages read again, and get the fresh copy.
 */
export const COPY_REFRESHED = 'portal:copy-refreshed';

/** The `meta` of a query whose read the worker answers from its copy and refreshes behind it: read again on COPY_REFRESHED. */
export const REFRESHED_BY_WORKER = { refreshedByWorker: true } as const;
