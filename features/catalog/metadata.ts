import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/seo';
import { getCatalogList } from './api/server';
import { CATALOG_PER_PAGE } from '@/contracts/catalog';
import type { CatalogState } from './query';
import { pages } from '@/contracts/pages';

/**
 * The list's metadata. A group's list (and its further pages) is a page of its own for search
 * engines; sorted, filtered or searched variants point to it and are not indexed.
 */
export async function catalogMetadata(state: CatalogState, locale: Locale): Promise<Metadata> {
  const [list, t] = await Promise.all([getCatalogList(state, locale), getTranslations({ locale, namespace: 'catalog.meta' })]);
  if (!list) notFound();
  const canonical = pages.products({ groupId: state.groupId || undefined, page: state.page > 1 ? state.page : undefined });
  const variant = state.search || state.filters.length > 0 || Object.keys(state.sort).length > 0 || state.perPage !== CATALOG_PER_PAGE;
  const title = state.page > 1 ? t('titlePage', { title: list.title, page: state.page }) : list.title;
  const photo = list.products.data[0]?.photo;
  return {
    ...pageMetadata({
      path: canonical,
      locale,
      title,
      description: t('description', { title: list.title, count: list.products.total }),
      images: photo ? [{ url: photo, alt: list.products.data[0].name }] : undefined,
    }),
    ...(variant && { robots: { index: false, follow: true } }),
  };
}
