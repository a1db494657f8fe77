import { expect, type Page } from '@playwright/test';
import { addDays, addMonths, format } from 'date-fns';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { demo } from './accounts';
import { apiCall, apiInstallations, apiSession, apiUploadPhoto, serialOf } from './installations';
import { apiUrl } from './support';

/** The maintenance and calendar texts of each language (with the card's), so that a journey reads every language's screen. */
export const texts = {
  uk: { p: uk.preventions, c: uk.calendar, i: uk.installations, u: uk.upload },
  en: { p: en.preventions, c: en.calendar, i: en.installations, u: en.upload },
  pl: { p: pl.preventions, c: pl.calendar, i: pl.installations, u: pl.upload },
} as const;

export const CLIENT_PHONE = `380${demo.USER.national}`;

/** A day `days` from today: as typed (dd.MM.yyyy), as stored (yyyy-MM-dd) and its month (yyyy-MM). */
export const dayFromToday = (days: number) => {
  const date = addDays(new Date(), days);
  return {
    date,
    shown: format(date, 'dd.MM.yyyy'),
    stored: format(date, 'yyyy-MM-dd'),
    month: format(date, 'yyyy-MM'),
    nextMonth: format(addMonths(date, 1), 'yyyy-MM'),
  };
};

/**
 * The latest SMS code texted to `phone` after `since` about installation `id` (its number is in the text), so
 * that journeys running side by side, each texting the demo client, never read each other's codes.
 */
export async function codeFor(phone: string, since: string, id: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${apiUrl()}/dev/outbox?phone=${phone}`);
        const { data } = (await res.json()) as { data: { code: string | null; text: string; createdAt: string }[] };
        code = data.find((m) => m.code && m.createdAt > since && new RegExp(`\\b${id}\\b`).test(m.text))?.code ?? null;
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code!;
}

/** Fresh serials for every block of a RAC catalogue product (model key + a unit number, docs/decisions/0023). */
async function racSerials(token: string) {
  const list = await apiCall<{ products: { data: { id: number; kind: string }[] } }>(token, 'GET', '/web/catalog/products?perPage=50');
  for (const item of list.products.data.filter((p) => p.kind === 'RAC')) {
    const card = await apiCall<{ blocks: { model: string }[] }>(token, 'GET', `/web/catalog/products/${item.id}`);
    if (!card.blocks.length) continue;
    return card.blocks.map((b) => serialOf(b.model));
  }
  throw new Error('no RAC product with blocks');
}

/**
 * A COMPLETED installation of the demo client (or of `clientPhone`, invited, so that a journey's SMS do not count
 * against the demo client's limit) by the demo installer, of the journey's own: the completed-installation
 * wizard's API steps (every unit by serial), a photo of the work, then the client's code (read from the outbox) entered.
 */
export async function arrangeCompleted(clientPhone = CLIENT_PHONE) {
  const { accessToken: token, user } = await apiSession(demo.INSTALLER.national);
  const types = await apiCall<{ certificationTypes: { id: number; code: string }[] }>(token, 'GET', '/web/installations/certification-types');
  const rac = types.certificationTypes.find((t) => t.code === 'RAC')!;
  const workDoneOn = new Date().toISOString().slice(0, 10);
  const { id } = await apiCall<{ id: number }>(token, 'POST', '/web/installations/completed', {
    workOrderType: 'INSTALLATION',
    certificationTypeId: rac.id,
    clientPhone,
    // Used only when no user has the phone: the client is invited.
    clientName: 'Ірина',
    clientLastname: 'Гнатюк',
    workDoneOn,
  });
  const step = (path: string, body: unknown) => apiCall(token, 'PUT', `/web/installations/completed/${id}/${path}`, body);
  const serials = await racSerials(token);
  const [serial] = serials;
  await step('barcodes', { barcodes: serials, extendedGuarantee: false });
  await step('installer', { installerId: user.id });
  const places = await apiCall<{ data: { id: string }[] }>(token, 'GET', `/addresses?${new URLSearchParams({ search: 'Київ', perPage: '5' })}`);
  await step('address', { settlementId: places.data[0].id, street: 'вул. Січових Стрільців', house: '7', flat: '3' });
  await step('details', { elevator: true, drainage: 'GRAVITY' });
  await apiCall(token, 'POST', `/web/installations/${id}/photos`, { photos: [await apiUploadPhoto(token)] });
  const since = new Date(Date.now() - 1000).toISOString();
  await apiCall(token, 'POST', `/web/installations/${id}/codes/send`, {});
  await apiCall(token, 'POST', `/web/installations/${id}/codes/enter`, { code: await codeFor(clientPhone, since, id) });
  return { id, serial };
}

type Card = { code: string; canAddPrevention: boolean; equipment: { products: { dangerMessage: string | null; units: { serial: string }[] }[] } };

/**
 * A seeded installation whose maintenance is overdue (the warranty at risk) that the installer may plan a visit
 * on, of the demo client: the `index`-th, so that the desktop and phone journeys each take their own. None seeded: one of its own.
 */
export async function overdueInstallation(index: number) {
  const { items } = await apiInstallations(demo.INSTALLER.national, { status: 'COMPLETED' });
  const { accessToken: token } = await apiSession(demo.INSTALLER.national);
  const client = await apiSession(demo.USER.national);
  const overdue: { id: number; serial: string }[] = [];
  for (const item of items.filter((i) => i.client.id === client.user.id)) {
    const card = await apiCall<Card>(token, 'GET', `/web/installations/${item.id}`);
    const unit = card.equipment.products.find((p) => p.dangerMessage && p.units.length > 0);
    if (card.canAddPrevention && unit) overdue.push({ id: item.id, serial: unit.units[0].serial });
  }
  return overdue[index] ? { ...overdue[index], overdue: true } : { ...(await arrangeCompleted()), overdue: false };
}

/** The card's status badge. */
export const statusOf = (page: Page) => page.getByRole('main').locator('[data-status]').first();
