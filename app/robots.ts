import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';
import { localePath, pages } from '@/contracts/pages';

/** Signed-in areas (docs/access.md#pages-guards-and-links) and the session endpoints: nothing there for search engines. */
const privatePaths = [
  pages.chats(),
  pages.dealer(),
  pages.installations(),
  pages.profile(),
  pages.favorites(),
  pages.notifications(),
  pages.objects(),
  pages.calendar(),
  pages.license(),
  pages.rating(),
  pages.installers(),
  '/session',
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: routing.locales.flatMap((locale) => privatePaths.map((path) => localePath(locale, path))) }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
