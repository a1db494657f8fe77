import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { seedPages } from '../server/src/modules/info-pages/seed';
import { seedArticles } from '../server/src/modules/news/seed/articles';
import { en as newsEn } from '../server/src/modules/news/seed/en';
import { pl as newsPl } from '../server/src/modules/news/seed/pl';
import { uk as newsUk } from '../server/src/modules/news/seed/uk';

/** The public pages of the information site and, per locale, the h1 each must show (from the same sources as the pages). */
type Locale = 'uk' | 'en' | 'pl';
const messages = (locale: Locale) => JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8'));
const m = { uk: messages('uk'), en: messages('en'), pl: messages('pl') };
const news = { uk: newsUk, en: newsEn, pl: newsPl };
/** The newest article the database is seeded with (support may add others; these stay). */
export const article = seedArticles[0];

export const publicPages: { path: string; h1: (locale: Locale) => string }[] = [
  { path: '/', h1: (l) => m[l].pages.home.hero.title },
  { path: '/company', h1: (l) => seedPages.company[l].title },
  { path: '/contacts', h1: (l) => seedPages.contacts[l].title },
  { path: '/place', h1: (l) => seedPages.place[l].title },
  { path: '/buyer', h1: (l) => seedPages.buyer[l].title },
  { path: '/news', h1: (l) => m[l].pages.news.title },
  { path: `/news/${article.slug}`, h1: (l) => news[l][article.slug].title },
  { path: '/privacy', h1: (l) => seedPages.privacy[l].title },
];

export const text = m;

/** `/en` + `/` = `/en`; `` + `/company` = `/company`. */
export const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

/** Canonical URL of this page and hreflang alternates for uk (no prefix), en, pl and x-default (= uk). */
export async function expectSeoLinks(page: Page, baseURL: string, path: string, prefix: string) {
  // Compared as parsed URLs: Next.js writes the site root without its trailing slash.
  const url = (p: string) => new URL(p, baseURL).toString();
  const href = async (selector: string) => url((await page.locator(selector).getAttribute('href')) ?? '');
  expect(await href('link[rel="canonical"]')).toBe(url(localized(prefix, path)));
  const alternates = { uk: url(localized('', path)), en: url(localized('/en', path)), pl: url(localized('/pl', path)), 'x-default': url(localized('', path)) };
  for (const [hreflang, expected] of Object.entries(alternates)) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    expect(await href(`link[rel="alternate"][hreflang="${hreflang}"]`)).toBe(expected);
  }
}
