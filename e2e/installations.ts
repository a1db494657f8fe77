import { expect, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { DEMO_PASSWORD } from './accounts';
import { arrange, arrangeFetch } from './support';

/** The installations texts of each language, so that one journey reads every language's screen. */
export const words = { uk: uk.installations, en: en.installations, pl: pl.installations } as const;
export const pagingWords = { uk: uk.pagination, en: en.pagination, pl: pl.pagination } as const;
export const prefixOf = { uk: '', en: '/en', pl: '/pl' } as const;
export type Lang = keyof typeof words;

/** ICU `{name}` and `{name, number}` placeholders filled in (enough for these texts: no plurals). */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name]));

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

type ListItem = { id: number; code: string; client: { id: number; fullName: string }; installer: { id: number } | null; hasWarnings: boolean };

/** A session of a demo account straight from the API (for arranging records, not for what is tested). */
export const apiSession = (national: string) =>
  arrange<{ accessToken: string; user: { id: number } }>('POST', '/login', { body: { phone: `380${national}`, password: DEMO_PASSWORD } });

/** `arrange` as `token`'s, in the argument order the installation journeys use. */
export const apiCall = <T>(token: string, method: string, path: string, body?: unknown) => arrange<T>(method, path, { token, body });

/** The API's list as `national` sees it, to pick a demo record a journey reads. */
export async function apiInstallations(national: string, query: Record<string, string>) {
  const session = await apiSession(national);
  const page = await apiCall<{ data: ListItem[] }>(
    session.accessToken,
    'GET',
    `/web/installations?${new URLSearchParams({ perPage: '50', lang: 'en', ...query })}`,
  );
  return { userId: session.user.id, items: page.data };
}

/** A fresh serial of a catalogue block: its model key and a 9-digit unit number (docs/decisions/0023). */
export const serialOf = (model: string) => `${model.toUpperCase().replace(/[^A-Z0-9]/g, '')}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * An installation of the demo client by the demo installer, made through the wizard's API steps, so that a
 * journey acting on one (complete, cancel, delete, photos) has its own and never races another: a DRAFT
 * (first step only), a NEW one (every step), or a READY one (NEW with every unit's serial and a photo of the work:
 * the client's code may be sent). Answers its id and, when READY, the serials.
 */
export async function arrangeInstallation(installerNational: string, clientNational: string, state: 'DRAFT' | 'NEW' | 'READY') {
  return (await arrangeJob(installerNational, `380${clientNational}`, state)).id;
}

/**
 * The same for a client by phone digits: an unknown phone makes an invited client of its own, so that a journey that
 * texts a client codes never shares a phone's SMS allowance (5 an hour from one address) with another journey.
 * `EQUIPPED`: a draft saved up to its equipment step (its details step next).
 */
export async function arrangeJob(installerNational: string, clientPhone: string, state: 'DRAFT' | 'EQUIPPED' | 'NEW' | 'READY', { outdoorUnit = false } = {}) {
  const { accessToken: token, user } = await apiSession(installerNational);
  const types = await apiCall<{ certificationTypes: { id: number; code: string }[] }>(token, 'GET', '/web/installations/certification-types');
  const rac = types.certificationTypes.find((t) => t.code === 'RAC')!;
  const created = await apiCall<{ id: number }>(token, 'POST', '/web/installations', {
    workOrderType: 'INSTALLATION',
    certificationTypeId: rac.id,
    clientPhone,
    // Used only when no user has the phone: the client is invited.
    clientName: 'Ірина',
    clientLastname: 'Гнатюк',
  });
  if (state === 'DRAFT') return { id: created.id, serials: [], product: null };
  const step = (path: string, body: unknown) => apiCall(token, 'PUT', `/web/installations/${created.id}/${path}`, body);
  const places = await apiCall<{ data: { id: string }[] }>(token, 'GET', `/addresses?${new URLSearchParams({ search: 'Київ', perPage: '5' })}`);
  const catalog = await apiCall<{ products: { data: { id: number; kind: string }[] } }>(token, 'GET', '/web/catalog/products?perPage=50');
  // The first RAC product, or with `outdoorUnit` the first whose blocks include an outdoor unit (what commissioning measures).
  type Product = { id: number; name: string; blocks: { model: string; type: string }[] };
  let product: Product | undefined;
  for (const candidate of catalog.products.data.filter((p) => p.kind === 'RAC')) {
    product = await apiCall<Product>(token, 'GET', `/web/catalog/products/${candidate.id}`);
    if (!outdoorUnit || product.blocks.some((b) => b.type === 'outdoor')) break;
  }
  if (!product || (outdoorUnit && !product.blocks.some((b) => b.type === 'outdoor'))) throw new Error('no RAC product with an outdoor unit in the catalogue');
  await step('installer', { installerId: user.id });
  await step('address', { settlementId: places.data[0].id, street: 'вул. Хрещатик', house: '1', flat: '5' });
  await step('products', { products: [{ id: product.id }] });
  if (state === 'EQUIPPED') return { id: created.id, serials: [], product };
  await step('details', { plannedAt: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), elevator: true, drainage: 'PUMP' });
  if (state === 'NEW') return { id: created.id, serials: [], product };
  const serials = product.blocks.map((b) => serialOf(b.model));
  await step('barcodes', { barcodes: serials, extendedGuarantee: false });
  await apiCall(token, 'POST', `/web/installations/${created.id}/photos`, { photos: [await apiUploadPhoto(token)] });
  return { id: created.id, serials, product };
}

/** The list's item links (`/installations/{id}`). */
export const itemLinks = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: /\d/ })
    .filter({ has: page.locator('[data-status]') });

/** At least `count` installations of the demo installer (the seeds have 30+; a bare database gets some through the wizard). */
export async function ensureInstallations(installerNational: string, clientNational: string, count: number) {
  const { items } = await apiInstallations(installerNational, {});
  for (let i = items.length; i < count; i++) await arrangeInstallation(installerNational, clientNational, 'NEW');
}

/** A photo uploaded as `token`'s own (POST /temp-files, one chunk): its path, for a claim such as POST …/photos. */
export async function apiUploadPhoto(token: string, size = 20_000) {
  const bytes = pngOf(size);
  const form = new FormData();
  const fields = { dzchunkindex: 0, dztotalfilesize: bytes.length, dzchunksize: bytes.length, dztotalchunkcount: 1, dzchunkbyteoffset: 0 };
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('file', new Blob([new Uint8Array(bytes)]), 'work.png');
  const res = await arrangeFetch('/temp-files', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  expect(res.ok, `POST /temp-files: ${res.status} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: { path: string } }).data.path;
}

/** A real PNG (a 1x1 picture) followed by padding up to `size` bytes: the API checks the type by its first bytes. */
export function pngOf(size: number) {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  return Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length))]);
}
