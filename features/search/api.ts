import { SEARCH_COUNTS } from '@/contracts/constants';
import { catalogEndpoints } from '@/contracts/endpoints/catalog';
import { call } from '@/lib/api/call';

/** The header's live search: 3 products and 3 products-in-groups (`SEARCH_COUNTS`, contracts/constants.ts). */
export const fetchSearch = async (search: string, signal?: AbortSignal) =>
  call(catalogEndpoints.search, { query: { search, productsCount: SEARCH_COUNTS.global, productsInGroupsCount: SEARCH_COUNTS.global } }, { signal });
