import type { MetadataRoute } from 'next';
import type { Locale } from 'next-intl';
import { MAX_PER_PAGE } from '@/contracts/common';
import { catalogRoutes } from '@/contracts/catalog';
import { newsRoutes } from '@/contracts/news';
import { routing } from '@/i18n/routing';
import { catalogGet } from '@/lib/api/catalog';
import { contentGet } from '@/lib/api/content';
import { hreflangs, localizedUrl } from '@/lib/seo';
import { pages } from '@/contracts/pages';

// Built per request from cached API reads: the API is not running while the app is built.
export const dynamic = 'force-dynamic';

/** The public pages; /search is left out (result pages are not indexed). */
const publicPages = [pages.home(), pages.company(), pages.contacts(), pages.place(), pages.buyer(), pages.news(), pages.privacy(), pages.products()];

/** One entry per locale the page exists in, each listing every language version (hreflang). */
function entries(path: string, extra: Partial<MetadataRoute.Sitemap[number]> = {}, locales: readonly Locale[] = routing.locales): MetadataRoute.Sitemap {
  const languages = hreflangs(path, locales);
  return locales.map((locale) => ({ url: localizedUrl(path, locale), alternates: { languages }, ...extra }));
}

/** Every published article with its day and the languages it is published in (ADR 0041). */
async function allArticles() {
  const articles = new Map<string, { date: string; locales: Locale[] }>();
  for (const locale of routing.locales) {
    for (let page = 1; ; page++) {
      const list = await contentGet(newsRoutes.list, { query: { lang: locale, page, perPage: MAX_PER_PAGE } });
      for (const { slug, date } of list.data) {
        const article = articles.get(slug) ?? { date, locales: [] };
        article.locales.push(locale);
        articles.set(slug, article);
      }
      if (list.currentPage >= list.lastPage) break;
    }
  }
  return [...articles];
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
  const [groups, productIds, articles] = await Promise.all([
    catalogGet(catalogRoutes.groups, { query: { lang: routing.defaultLocale } }),
    allProductIds(),
    allArticles(),
  ]);
  return [
    ...publicPages.flatMap((path) =>
      entries(path, { changeFrequency: path === pages.products() ? 'daily' : 'weekly', priority: path === pages.home() ? 1 : 0.7 }),
    ),
    ...articles.flatMap(([slug, { date, locales }]) =>
      entries(pages.article(slug), { lastModified: date, changeFrequency: 'monthly', priority: 0.5 }, locales),
    ),
    ...groups.flatMap((group) => entries(pages.productGroup(group.id), { changeFrequency: 'daily', priority: 0.8 })),
    ...productIds.flatMap((id) => entries(pages.product(id), { changeFrequency: 'weekly', priority: 0.6 })),
  ];
}
