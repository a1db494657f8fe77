import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';

export type Locale = (typeof routing.locales)[number];

/** The version of a piece of content for a locale (the default locale's for an unknown one). */
export function localized<T>(versions: Record<Locale, T>, locale: string): T {
  return versions[hasLocale(routing.locales, locale) ? locale : routing.defaultLocale];
}
