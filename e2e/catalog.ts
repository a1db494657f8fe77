import { expect, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { apiUrl } from './support';

/** The app's own texts, so that the journeys read what a visitor reads in each language. */
export const messages = { uk, en, pl } as const;
export type Locale = keyof typeof messages;

/** Reads the API the stack under test runs (for expected names, prices and counts). */
export async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${apiUrl()}${path}`);
  expect(res.status, `${path} answers`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The product tiles of the list, as the visitor sees them. */
export const grid = (page: Page) => page.getByTestId('product-grid');
export const tiles = (page: Page) => grid(page).locator(':scope > li');

/** The whole number in a formatted price ("₴23,999", "23 999 ₴"). */
export const priceValue = (text: string) => Number(text.replace(/\D/g, ''));

/** The current URL's query, decoded (`sort[price]=asc&page=2`). */
export const decodedQuery = (page: Page) => decodeURIComponent(new URL(page.url()).search);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
