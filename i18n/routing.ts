import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/contracts/constants';

/** uk without a prefix, en and pl prefixed; no detection and no cookie (docs/decisions/0003-locale-routing.md). */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

/** Languages the header switch offers (spec: uk and en). */
export const headerLocales = ['uk', 'en'] as const;
