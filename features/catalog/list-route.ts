import { LRUCache } from 'lru-cache';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, locales } from '@/contracts/constants';
import { parseCatalogState } from './parse-state';
import { catalogHref, toSearchString, type CatalogState } from './query';
import { localePath, pages } from '@/contracts/pages';

/**
 * /products is served from an internal page with one address per normalised list state, so that
 * each list is rendered once and then served from Next's cache like a static page until the
 * catalogue changes (docs/decisions/0007-catalogue-list-cache.md). The proxy rewrites to it.
 */
const LIST_ROUTE = 'catalog-list';
/** The segment of the default state (`/products` without a query). */
const ALL = 'all';
/** The segment of a query that is not a list state: its page is the 404 (app/[locale]/not-found.tsx). */
const INVALID = 'invalid';
const PUBLIC_PATH = new RegExp(`^(?:/(${locales.filter((l) => l !== defaultLocale).join('|')}))?/products$`);
const INTERNAL_PATH = new RegExp(`^(?:/(${locales.join('|')}))?/${LIST_ROUTE}(?:/([^/]*))?$`);

export function encodeListState(state: CatalogState) {
  const search = toSearchString(state);
  return search ? Buffer.from(search).toString('base64url') : ALL;
}

/** The state of a segment made by encodeListState; null for anything else. */
export function decodeListState(segment: string): CatalogState | null {
  if (segment === ALL) return parseCatalogState(new URLSearchParams());
  if (segment === INVALID || !/^[\w-]+$/.test(segment)) return null;
  const state = parseCatalogState(new URLSearchParams(Buffer.from(segment, 'base64url').toString()));
  // Only the normalised form has an address: another spelling of a state would be a second cache entry.
  return state && encodeListState(state) === segment ? state : null;
}

/**
 * Segments of the query strings seen lately ('invalid' for an invalid state): the proxy runs on every
 * request, and most ask for a list asked for before, so the contract's parse runs once per query.
 * Bounded by count and by characters, whatever lengths visitors send.
 */
const segments = new LRUCache<string, string>({ max: 5000, maxSize: 2_000_000, sizeCalculation: (segment, query) => segment.length + query.length });

function segmentOf(params: URLSearchParams) {
  const query = params.toString();
  let segment = segments.get(query);
  if (segment === undefined) {
    const state = parseCatalogState(params);
    segment = state ? encodeListState(state) : INVALID;
    segments.set(query, segment);
  }
  return segment;
}

/**
 * The proxy's part: `/products?...` (and `/en/products?...`, `/pl/products?...`) is rewritten to the
 * internal page of its normalised state; the internal address asked for directly redirects to its
 * public one. Null for every other request.
 */
export function routeCatalogList(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const publicMatch = PUBLIC_PATH.exec(pathname);
  if (publicMatch) {
    const locale = publicMatch[1] ?? defaultLocale;
    const params = new URLSearchParams(searchParams);
    const rsc = params.get('_rsc');
    params.delete('_rsc');
    const target = new URL(`/${locale}/${LIST_ROUTE}/${segmentOf(params)}`, request.url);
    if (rsc !== null) target.searchParams.set('_rsc', rsc);
    return NextResponse.rewrite(target);
  }
  const internalMatch = INTERNAL_PATH.exec(pathname);
  if (internalMatch) {
    const locale = internalMatch[1] ?? defaultLocale;
    const state = decodeListState(internalMatch[2] ?? '');
    const href = state ? catalogHref(state) : pages.products();
    return NextResponse.redirect(new URL(localePath(locale, href), request.url), 308);
  }
  return null;
}
