import { expect, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { DEMO_PASSWORD } from './accounts';
import { apiUrl } from './support';

/** The installations texts of each language, so that one journey reads every language's screen. */
export const words = { uk: uk.installations, en: en.installations, pl: pl.installations } as const;
export const pagingWords = { uk: uk.pagination, en: en.pagination, pl: pl.pagination } as const;
export const prefixOf = { uk: '', en: '/en', pl: '/pl' } as const;
export type Lang = keyof typeof words;

/** ICU `{name}` and `{name, number}` placeholders filled in (enough for these texts: no plurals). */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name]));

/**
 * Signs the page's browser context in through the web's own session route (what the sign-in dialog does),
 * without going through the dialog: journeys here are about installations, and the accounts journeys test
 * signing in.
 */
export async function signInAs(page: Page, baseURL: string, national: string) {
  const res = await page.request.post('/session/login', {
    headers: { 'x-portal-csrf': '1', origin: baseURL },
    data: { phone: `380${national}`, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
}

type ListItem = { id: number; code: string; client: { id: number; fullName: string }; installer: { id: number } | null };

/** The API's own answer, to pick the demo record a journey acts on (arranging, not what is tested). */
export async function apiInstallations(national: string, query: Record<string, string>) {
  const login = await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: `380${national}`, password: DEMO_PASSWORD }),
  });
  const session = ((await login.json()) as { data: { accessToken: string; user: { id: number } } }).data;
  const res = await fetch(`${apiUrl()}/web/installations?${new URLSearchParams({ perPage: '50', lang: 'en', ...query })}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.status).toBe(200);
  return { userId: session.user.id, items: ((await res.json()) as { data: { data: ListItem[] } }).data.data };
}

/** The list's item links (`/installations/{id}`). */
export const itemLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: /\d/ }).filter({ has: page.locator('[data-status]') });
