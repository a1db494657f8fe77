import qs from 'qs';
import { catalogProductsQuery } from '@/contracts/catalog';
import { mergeFilters, type CatalogState } from './query';

/** The same limits as the API's query parser (docs/api.md#transport). */
const QS_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 };

/**
 * Reads the list state from the URL with the contract's own schema; null when the URL does not hold a
 * valid state (the page then shows "not found"). Empty values count as absent.
 */
export function parseCatalogState(searchParams: URLSearchParams): CatalogState | null {
  const raw = qs.parse(searchParams.toString(), QS_LIMITS) as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (raw[key] === '') delete raw[key];
  const parsed = catalogProductsQuery.omit({ lang: true }).safeParse(raw);
  if (!parsed.success) return null;
  const { sort = {}, perPage, page, search, groupId, filter = [] } = parsed.data;
  return {
    sort,
    perPage,
    page,
    search: search || undefined,
    groupId,
    // A property named twice is one property; values are kept unique and ordered for stable URLs.
    filters: mergeFilters(filter),
  };
}
