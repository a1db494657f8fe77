import type { Page } from '@playwright/test';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { subMonths } from 'date-fns/subMonths';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { demo } from './accounts';
import { registerClient } from './dealers';
import { clientCodeFor } from './installation-completion';
import { apiCall, apiSession, apiUploadPhoto, serialOf } from './installations';

/** The maintenance and calendar texts of each language (with the card's), so that a journey reads every language's screen. */
export const texts = {
  uk: { p: uk.preventions, c: uk.calendar, i: uk.installations, u: uk.upload, ui: uk.ui },
  en: { p: en.preventions, c: en.calendar, i: en.installations, u: en.upload, ui: en.ui },
  pl: { p: pl.preventions, c: pl.calendar, i: pl.installations, u: pl.upload, ui: pl.ui },
} as const;

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
 * A COMPLETED installation of the client with `clientPhone` (invited when no user has it) by the demo installer, of the
 * journey's own: the completed-installation wizard's API steps (every unit by serial; the work done on `workDoneOn`,
 * today unless given), a photo of the work, then the client's code (read from the outbox) entered.
 */
export async function arrangeCompleted(clientPhone: string, workDoneOn = format(new Date(), 'yyyy-MM-dd')) {
  const { accessToken: token, user } = await apiSession(demo.INSTALLER.national);
  const types = await apiCall<{ certificationTypes: { id: number; code: string }[] }>(token, 'GET', '/web/installations/certification-types');
  const rac = types.certificationTypes.find((t) => t.code === 'RAC')!;
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
  await apiCall(token, 'POST', `/web/installations/${id}/codes/enter`, { code: await clientCodeFor(clientPhone, id, since) });
  return { id, serial };
}

/**
 * A COMPLETED installation whose maintenance is overdue (the warranty at risk), done thirteen months ago for a client of
 * the journey's own, registered with the demo password: the codes the journey texts never count against another
 * journey's phone (a phone gets at most 5 codes an hour from one address).
 */
export async function overdueInstallation() {
  const client = await registerClient('Ірина');
  const { id, serial } = await arrangeCompleted(client.digits, format(subMonths(new Date(), 13), 'yyyy-MM-dd'));
  return { id, serial, client };
}

/** The card's status badge. */
export const statusOf = (page: Page) => page.getByRole('main').locator('[data-status]').first();
