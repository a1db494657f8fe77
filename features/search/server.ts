import 'server-only';
import { catalogRoutes, SEARCH_MAX_COUNT } from '@/contracts/catalog';
import { catalogGet } from '@/lib/api/catalog';

/** The /search page: as many products and groups as the API gives at once. */
export const getSearchResults = (search: string, lang: string) =>
  catalogGet(catalogRoutes.search, { query: { lang, search, productsCount: SEARCH_MAX_COUNT, productsInGroupsCount: SEARCH_MAX_COUNT } });
