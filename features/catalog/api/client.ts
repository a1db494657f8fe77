import { catalogEndpoints } from '@/contracts/endpoints/catalog';
import { call } from '@/lib/api/call';
import { toQuery, type CatalogState } from '../query';

/** A further page of the list, appended by the infinite scroll. */
export const fetchCatalogPage = (state: CatalogState) => call(catalogEndpoints.products, { query: toQuery(state) });

export const fetchGroups = () => call(catalogEndpoints.groups, {});
