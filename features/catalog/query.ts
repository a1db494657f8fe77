import { toQueryString } from '@/lib/query-string';
import type { SortDirection } from '@/contracts/catalog';
import { CATALOG_PER_PAGE } from '@/contracts/constants';
import { pages } from '@/contracts/pages';

/** The state of the catalogue list, which lives in the URL of /products. */
export type CatalogState = {
  sort: { name?: SortDirection; price?: SortDirection };
  perPage: number;
  page: number;
  search?: string;
  groupId?: number;
  filters: { property: number; values: number[] }[];
};

export type SortKey = 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc';
export const sortKeys: SortKey[] = ['name-asc', 'name-desc', 'price-asc', 'price-desc'];
/** Name ascending. */
export const DEFAULT_SORT: SortKey = 'name-asc';

/** Filters with each property once, its values unique and ordered: one spelling per state, for stable URLs. */
export function mergeFilters(filters: { property: number; values: number[] }[]) {
  const byProperty = new Map<number, Set<number>>();
  for (const { property, values } of filters) {
    const set = byProperty.get(property) ?? new Set<number>();
    values.forEach((v) => set.add(v));
    byProperty.set(property, set);
  }
  return [...byProperty].map(([property, values]) => ({ property, values: [...values].sort((a, b) => a - b) }));
}

export function sortKeyOf(sort: CatalogState['sort']): SortKey {
  if (sort.price) return `price-${sort.price}`;
  if (sort.name) return `name-${sort.name}`;
  return DEFAULT_SORT;
}

export function sortOf(key: SortKey): CatalogState['sort'] {
  const [field, direction] = key.split('-') as ['name' | 'price', SortDirection];
  return { [field]: direction };
}

/**
 * The query the API and the URL both take: filters as `filter[0][property]=3&filter[0][values][]=12`
 * (an index-keyed object, since qs's bracket format would merge several filters into one), defaults
 * left out so that URLs stay short and canonical.
 */
export function toQuery(state: CatalogState, { withPage = true } = {}) {
  const sortKey = sortKeyOf(state.sort);
  return {
    ...(sortKey !== DEFAULT_SORT && { sort: sortOf(sortKey) }),
    ...(state.perPage !== CATALOG_PER_PAGE && { perPage: state.perPage }),
    ...(withPage && state.page > 1 && { page: state.page }),
    ...(state.search && { search: state.search }),
    ...(state.groupId && { groupId: state.groupId }),
    ...(state.filters.length > 0 && { filter: Object.fromEntries(state.filters.map((f, i) => [i, f])) }),
  };
}

/** `sort[price]=asc&filter[0][property]=3&filter[0][values][]=12&page=2` (brackets kept readable). */
export function toSearchString(state: CatalogState, options?: { withPage?: boolean }) {
  return toQueryString(toQuery(state, options));
}

/** The /products URL of a state. */
export function catalogHref(state: CatalogState, options?: { withPage?: boolean }) {
  return pages.products(toSearchString(state, options));
}

/** A new list state: any change other than the page starts again at page 1. */
export function withChange(state: CatalogState, change: Partial<Omit<CatalogState, 'page'>>): CatalogState {
  return { ...state, ...change, page: 1 };
}

/** The filters with one property's values replaced (an empty list removes the property). */
export function withFilterValues(filters: CatalogState['filters'], property: number, values: number[]) {
  const rest = filters.filter((f) => f.property !== property);
  return values.length ? mergeFilters([...rest, { property, values }]) : rest;
}

export const emptyState: CatalogState = { sort: {}, perPage: CATALOG_PER_PAGE, page: 1, filters: [] };
