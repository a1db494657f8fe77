import { recordIdOf } from './record-id';

/**
 * Readers of a list's filters kept in its address (`?search=…&state=…&page=2`): a malformed, unknown or out-of-range
 * value reads as absent (page 1), never as an error, so that an edited or stale link still shows a list.
 */

/** The page, 1 unless a whole number up to the API's limit. */
export function pageIn(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1;
}

/** A record id, or undefined. */
export const idIn = (value: string | null) => (value ? (recordIdOf(value) ?? undefined) : undefined);

/** One of `values`, or undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The search text, trimmed and cut to the 100 characters the API takes, or undefined when empty. */
export const searchIn = (value: string | null) => value?.trim().slice(0, 100) || undefined;

/** A list's query without its paging: what its export takes (docs/decisions/0038-list-exports.md). */
export const withoutPaging = <Q extends { page?: unknown; perPage?: unknown }>({ page: _page, perPage: _perPage, ...filters }: Q) => filters;

/**
 * Puts a list's query in the address without asking the server for the page again: the browser's history, which Next's
 * router follows (`useSearchParams` reads it). A page that reads its first page on the server (ADR 0059) would read the
 * list there on every filter change; this way the list's own query reads it in the browser, as it does on other pages.
 */
export function replaceListQuery(query: URLSearchParams) {
  const search = query.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
}
