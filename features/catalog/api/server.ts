import 'server-only';
import { catalogRoutes } from '@/contracts/catalog';
import { catalogGet } from '@/lib/api/catalog';
import { orNull } from '@/lib/api/or-null';
import { toQuery, type CatalogState } from '../query';

export const getGroups = (lang: string) => catalogGet(catalogRoutes.groups, { query: { lang } });

/**
 * For sections of static pages (the home page): nothing while the API cannot be reached, as when the
 * app is built. The read still sets the page's revalidation time, so the page is regenerated with the
 * data within seconds once the API answers.
 */
export async function orNothing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.warn(`catalogue section left out: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

/** The list of a URL state, or null for an unknown group. */
export const getCatalogList = (state: CatalogState, lang: string) => orNull(catalogGet(catalogRoutes.products, { query: { lang, ...toQuery(state) } }));

/** The product card, or null for an id the API does not know. */
export const getProduct = (id: number, lang: string) => orNull(catalogGet(catalogRoutes.product, { params: { id }, query: { lang } }));
