import type { MetadataRoute } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { locales } from '@/contracts/constants';
import { localePath, pages } from '@/contracts/pages';

/** The web app manifest of each language (ADR 0053): /manifest/uk.webmanifest, linked from that language's pages. */
export const manifestFile = (locale: string) => `${locale}.webmanifest`;
export const manifestPath = (locale: string) => `/manifest/${manifestFile(locale)}`;
export const localeOfManifest = (file: string) => locales.find((locale) => manifestFile(locale) === file);

/** app/globals.css: brand-600 (the header's and the viewport's theme) and the page background (slate-50). */
const THEME_COLOR = '#0b6fc2';
const BACKGROUND_COLOR = '#f8fafc';

/**
 * The installed app opens on the installations list of its language (a guest is asked to sign in there first) and
 * stays within that language's pages; its id is that start address, the same for every build.
 */
export async function webAppManifest(locale: Locale): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale, namespace: 'pwa.manifest' });
  const start = localePath(locale, pages.installations());
  return {
    id: start,
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale,
    start_url: start,
    scope: localePath(locale, pages.home()),
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
