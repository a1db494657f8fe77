import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';

type Locale = (typeof routing.locales)[number];

/**
 * A page's language versions for hreflang (pages' metadata and the sitemap): each of `locales` it exists in, and
 * `x-default`, the default language's when the page has it, else its first.
 */
export function hreflangs(path: string, locales: readonly Locale[] = routing.locales): Record<string, string> {
  const fallback = locales.includes(routing.defaultLocale) ? routing.defaultLocale : locales[0];
  return { ...Object.fromEntries(locales.map((locale) => [locale, localizedUrl(path, locale)])), 'x-default': localizedUrl(path, fallback) };
}

/** Absolute URL of a path in a locale (uk without prefix). */
export function localizedUrl(path: string, locale: Locale) {
  return new URL(getPathname({ href: path, locale }), siteUrl).toString();
}

/**
 * Title, description, canonical URL, hreflang alternates (uk, en, pl, x-default) and Open Graph for a
 * public page. `path` is the path without a locale prefix, e.g. `/products/12`.
 */
export function pageMetadata({
  path,
  locale,
  title,
  description,
  images,
  type = 'website',
  locales = routing.locales,
}: {
  path: string;
  locale: string;
  title: string;
  description: string;
  images?: { url: string; width?: number; height?: number; alt?: string }[];
  type?: 'website' | 'article';
  /** The languages the page exists in (a news article's published ones); every language by default. */
  locales?: readonly string[];
}): Metadata {
  const current = locale as Locale;
  return {
    title,
    description,
    alternates: { canonical: localizedUrl(path, current), languages: hreflangs(path, locales as readonly Locale[]) },
    openGraph: {
      title,
      description,
      url: localizedUrl(path, current),
      siteName: 'Climate Portal',
      locale: { uk: 'uk_UA', en: 'en_US', pl: 'pl_PL' }[current],
      type,
      images,
    },
    twitter: { card: images?.length ? 'summary_large_image' : 'summary', title, description },
  };
}

/**
 * `generateMetadata` of a signed-in page: its title from the messages (`namespace`, key `key`), kept out of search
 * engines.
 */
export function privateMetadata(namespace: string, key = 'title') {
  return async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = (await getTranslations({ locale, namespace: namespace as never })) as unknown as (key: string) => string;
    return { title: t(key), robots: { index: false, follow: false } };
  };
}
