import type { CatalogSearch } from '@/contracts/catalog';
import { SEARCH_COUNTS } from '@/contracts/constants';
import { getData } from '@/lib/api/client';

/** The header's live search: 3 products and 3 products-in-groups (spec section 9). */
export const fetchSearch = (search: string, signal?: AbortSignal) =>
  getData<CatalogSearch>('/web/catalog/search', {
    params: { search, productsCount: SEARCH_COUNTS.global, productsInGroupsCount: SEARCH_COUNTS.global },
    signal,
  });
