import 'server-only';
import type { CatalogGroup, CatalogList, ProductCard } from '@/contracts/catalog';
import { catalogGet } from '@/lib/api/catalog';
import { ApiError } from '@/lib/api/server';
import { toQuery, type CatalogState } from '../query';

export const getGroups = (lang: string) => catalogGet<CatalogGroup[]>('/web/catalog/groups', { lang });

export const getCatalogList = (state: CatalogState, lang: string) => catalogGet<CatalogList>('/web/catalog/products', { lang, ...toQuery(state) });

/** The product card, or null for an id the API does not know. */
export async function getProduct(id: number, lang: string): Promise<ProductCard | null> {
  try {
    return await catalogGet<ProductCard>(`/web/catalog/products/${id}`, { lang });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}
