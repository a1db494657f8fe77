import { expect, type Page } from '@playwright/test';

export const locales = [
  { locale: 'uk', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'pl', prefix: '/pl' },
] as const;

/** The API the stack under test runs (see playwright.config.ts). */
export const apiUrl = () => process.env.E2E_API_URL ?? 'http://localhost:4310';

/** The latest SMS code sent to a phone, read from the development outbox (docs/api.md#development-sms-outbox). */
export async function latestCode(phone: string): Promise<string> {
  const res = await fetch(`${apiUrl()}/dev/outbox?phone=${phone}`);
  const body = (await res.json()) as { data: { code: string }[] };
  if (!body.data[0]) throw new Error(`no SMS sent to ${phone}`);
  return body.data[0].code;
}

/** The tab title of a not-found page, per language (the layout's template adds the brand). */
export const notFoundTitle = {
  uk: 'Сторінку не знайдено | Climate Portal',
  en: 'Page not found | Climate Portal',
  pl: 'Nie znaleziono strony | Climate Portal',
} as const;

export async function expectLang(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
