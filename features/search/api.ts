import type { CatalogSearch } from '@/contracts/catalog';
import { getData } from '@/lib/api/client';
import { SEARCH_GROUPS_COUNT, SEARCH_PRODUCTS_COUNT } from '@/lib/constants';

/** The header's live search: 3 products and 3 products-in-groups (spec section 9). */
export const fetchSearch = (search: string, signal?: AbortSignal) =>
  getData<CatalogSearch>('/web/catalog/search', {
    params: { search, productsCount: SEARCH_PRODUCTS_COUNT, productsInGroupsCount: SEARCH_GROUPS_COUNT },
    silent: true,
    signal,
  });
