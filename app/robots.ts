import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/env';

/** Signed-in areas (docs/access.md#pages-guards-and-links) and the session endpoints: nothing there for search engines. */
const privatePaths = [
  '/chats',
  '/dealer',
  '/installations',
  '/profile',
  '/favorites',
  '/notifications',
  '/objects',
  '/calendar',
  '/license',
  '/rating',
  '/installers',
  '/session',
];

export default function robots(): MetadataRoute.Robots {
  const prefixes = ['', ...routing.locales.filter((l) => l !== routing.defaultLocale).map((l) => `/${l}`)];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: prefixes.flatMap((prefix) => privatePaths.map((path) => `${prefix}${path}`)) }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
