import type { MetadataRoute } from 'next';
import { MAX_PER_PAGE } from '@/contracts/common';
import { catalogRoutes } from '@/contracts/catalog';
import { articles } from '@/features/news';
import { routing } from '@/i18n/routing';
import { catalogGet } from '@/lib/api/catalog';
import { localizedUrl } from '@/lib/seo';
import { pages } from '@/contracts/pages';

// Built per request from cached API reads: the API is not running while the app is built.
export const dynamic = 'force-dynamic';

/** The public pages; /search is left out (result pages are not indexed). */
const publicPages = [pages.home(), pages.company(), pages.contacts(), pages.place(), pages.buyer(), pages.news(), pages.privacy(), pages.products()];

/** One entry per locale, each listing every language version (hreflang). */
function entries(path: string, extra: Partial<MetadataRoute.Sitemap[number]> = {}): MetadataRoute.Sitemap {
  const languages = {
    ...Object.fromEntries(routing.locales.map((locale) => [locale, localizedUrl(path, locale)])),
    'x-default': localizedUrl(path, routing.defaultLocale),
  };
  return routing.locales.map((locale) => ({ url: localizedUrl(path, locale), alternates: { languages }, ...extra }));
}

async function allProductIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const list = await catalogGet(catalogRoutes.products, { query: { lang: routing.defaultLocale, page, perPage: MAX_PER_PAGE } });
    ids.push(...list.products.data.map((p) => p.id));
    if (list.products.currentPage >= list.products.lastPage) return ids;
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [groups, productIds] = await Promise.all([catalogGet(catalogRoutes.groups, { query: { lang: routing.defaultLocale } }), allProductIds()]);
  return [
    ...publicPages.flatMap((path) =>
      entries(path, { changeFrequency: path === pages.products() ? 'daily' : 'weekly', priority: path === pages.home() ? 1 : 0.7 }),
    ),
    ...articles.flatMap((article) => entries(pages.article(article.slug), { lastModified: article.date, changeFrequency: 'monthly', priority: 0.5 })),
    ...groups.flatMap((group) => entries(pages.productGroup(group.id), { changeFrequency: 'daily', priority: 0.8 })),
    ...productIds.flatMap((id) => entries(pages.product(id), { changeFrequency: 'weekly', priority: 0.6 })),
  ];
}
