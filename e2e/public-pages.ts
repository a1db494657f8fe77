import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
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

/** What the SEO and heading checks read of a page: its lang, h1 texts, main landmarks, canonical and hreflang links. */
export type PageOutline = {
  lang: string;
  h1: string[];
  main: number;
  canonical: (string | null)[];
  alternates: Record<string, (string | null)[]>;
};

/**
 * Reads the outline of `html` with the browser's own parser (DOMParser: no script runs, nothing loads), or of the page
 * shown when `html` is null. Self-contained: it runs in the browser.
 */
function outlineOf(html: string | null): PageOutline {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const hrefs = (selector: string) => [...doc.querySelectorAll(selector)].map((el) => el.getAttribute('href'));
  return {
    lang: doc.documentElement.lang,
    h1: [...doc.querySelectorAll('h1, [role="heading"][aria-level="1"]')].map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
    main: doc.querySelectorAll('main, [role="main"]').length,
    canonical: hrefs('link[rel="canonical"]'),
    alternates: Object.fromEntries(['uk', 'en', 'pl', 'x-default'].map((lang) => [lang, hrefs(`link[rel="alternate"][hreflang="${lang}"]`)])),
  };
}

/**
 * The page as the server sends it (what a crawler reads, before any script): its status and outline. Cheaper than a
 * page load: one request, parsed on the page the test already has open, without loading, running or hydrating it.
 */
export async function serverRendered(page: Page, url: string) {
  const response = await page.request.get(url);
  return { status: response.status(), outline: await page.evaluate(outlineOf, await response.text()) };
}

/** The outline of the page shown in the browser (after hydration). */
export const shownOutline = (page: Page) => page.evaluate(outlineOf, null);

/** The canonical URL of this page and the hreflang alternates for uk (no prefix), en, pl and x-default (= uk), one each. */
export function expectedSeoLinks(baseURL: string, path: string, prefix: string) {
  // Compared as parsed URLs: Next.js writes the site root without its trailing slash.
  const url = (p: string) => new URL(p, baseURL).toString();
  return {
    canonical: [url(localized(prefix, path))],
    alternates: {
      uk: [url(localized('', path))],
      en: [url(localized('/en', path))],
      pl: [url(localized('/pl', path))],
      'x-default': [url(localized('', path))],
    },
  };
}

/** The SEO links of an outline, as absolute URLs (to compare with `expectedSeoLinks`). */
export function seoLinksOf(outline: PageOutline, baseURL: string) {
  const absolute = (hrefs: (string | null)[]) => hrefs.map((href) => new URL(href ?? '', baseURL).toString());
  return {
    canonical: absolute(outline.canonical),
    alternates: Object.fromEntries(Object.entries(outline.alternates).map(([lang, hrefs]) => [lang, absolute(hrefs)])),
  };
}
