import { expect, type Page } from '@playwright/test';

export const locales = [
  { locale: 'uk', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'pl', prefix: '/pl' },
] as const;

/** The API the stack under test runs (see playwright.config.ts). */
export const apiUrl = () => process.env.E2E_API_URL ?? 'http://localhost:4310';

const anyByte = () => Math.floor(Math.random() * 254) + 1;
/**
 * A call to the API that arranges a journey's records, as someone at an address of their own: the API believes the
 * X-Forwarded-For of a caller on this machine (`TRUST_PROXY=loopback`, the web server's place), and caps SMS and
 * sign-ups per address and hour (30 and 20). The browsers of every journey share this machine's one address, which the
 * arrangements would otherwise use up (docs/decisions/0017-suite-time-budget.md). Not for `/dev/outbox`, which answers
 * callers on this machine only.
 */
export const arrangeFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${apiUrl()}${path}`, { ...init, headers: { ...init.headers, 'x-forwarded-for': `10.${anyByte()}.${anyByte()}.${anyByte()}` } });

/** A JSON call that arranges records (`arrangeFetch`), as `token`'s when given: it must succeed; answers its `data`. */
export async function arrange<T>(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await arrangeFetch(path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

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
