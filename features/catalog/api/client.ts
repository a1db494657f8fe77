import { call } from '@/lib/api/call';
import { toQuery, type CatalogState } from '../query';

const routes = () => import('@/contracts/catalog').then((m) => m.catalogRoutes);

/** A further page of the list, appended by the infinite scroll. */
export const fetchCatalogPage = async (state: CatalogState) => call((await routes()).products, { query: toQuery(state) });

export const fetchGroups = async () => call((await routes()).groups, {});
