import type { FastifyRequest } from 'fastify';
import type { Page } from '../../../contracts';

/** Page numbers offered as links: a window of this many around the current page (spec: 5 pages shown). */
const LINK_WINDOW = 5;

/** `offset` for SQL from a 1-based page. */
export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/**
 * The page object of docs/api.md#answers-and-pages. Asking for a page past the end gives an empty `data` with the real
 * `total` and `lastPage`, so the client can step back.
 */
export function toPage<T>(items: T[], o: { page: number; perPage: number; total: number; url: (page: number) => string }): Page<T> {
  const lastPage = Math.max(1, Math.ceil(o.total / o.perPage));
  const from = items.length ? offsetOf(o.page, o.perPage) + 1 : null;
  const first = Math.max(1, Math.min(o.page - Math.floor(LINK_WINDOW / 2), lastPage - LINK_WINDOW + 1));
  const links = [];
  for (let p = first; p <= Math.min(lastPage, first + LINK_WINDOW - 1); p++) {
    links.push({ url: o.url(p), label: String(p), active: p === o.page });
  }
  return {
    data: items,
    currentPage: o.page,
    lastPage,
    perPage: o.perPage,
    total: o.total,
    from,
    to: from === null ? null : from + items.length - 1,
    links,
  };
}

/** Builds page URLs from the request's own path and query, replacing `page`. */
export function pageUrls(publicBaseUrl: string, request: Pick<FastifyRequest, 'url'>) {
  const url = new URL(publicBaseUrl.replace(/\/+$/, '') + request.url);
  return (page: number) => {
    url.searchParams.set('page', String(page));
    return url.toString();
  };
}
