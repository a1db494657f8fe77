import type { CatalogGroup, CatalogList } from '@/contracts/catalog';
import { getData } from '@/lib/api/client';
import { toQuery, type CatalogState } from '../query';

/** A further page of the list, appended by the infinite scroll. */
export const fetchCatalogPage = (state: CatalogState) => getData<CatalogList>('/web/catalog/products', { params: toQuery(state) });

export const fetchGroups = () => getData<CatalogGroup[]>('/web/catalog/groups');
