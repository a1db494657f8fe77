import { expect, type Browser, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { registerThroughApi } from './accounts';
import { arrange } from './support';

/** The requests' texts of each language. */
export const words = { uk: uk.installationRequests, en: en.installationRequests, pl: pl.installationRequests } as const;
export const prefixOf = { uk: '', en: '/en', pl: '/pl' } as const;
export type Lang = keyof typeof words;
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name]));

const PASSWORD = 'Sonyashnyk-2024';

/**
 * A new client registered through the API (registration, SMS code from the development outbox, password),
 * so that a journey's requests never touch the demo client's (at most 5 a day each).
 */
export async function freshClient() {
  const client = await registerThroughApi('USER', 'Оксана', 'Мельник', PASSWORD);
  return { phone: client.digits, token: client.token, id: client.id };
}

/** A request of `client` sent straight to the API (for arranging what support handles). */
export async function arrangeRequest(client: { token: string }, comment: string) {
  const types = await arrange<{ certificationTypes: { id: number; code: string }[] }>('GET', '/web/installations/certification-types', { token: client.token });
  const places = await arrange<{ data: { id: string }[] }>('GET', `/addresses?${new URLSearchParams({ search: 'Київ', perPage: '5' })}`);
  const created = await arrange<{ id: number }>('POST', '/web/installations/requests', {
    token: client.token,
    body: {
      workOrderType: 'INSTALLATION',
      certificationTypeId: types.certificationTypes.find((t) => t.code === 'RAC')!.id,
      settlementId: places.data[0].id,
      street: 'вул. Хрещатик',
      house: '22',
      comment,
    },
  });
  return created.id;
}

/** Signs a browser context in through the web's session route (what the sign-in dialog does). */
export async function signIn(page: Page, baseURL: string, phone: string, password = PASSWORD) {
  const res = await page.request.post('/session/login', { headers: { 'x-portal-csrf': '1', origin: baseURL }, data: { phone, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A second signed-in browser (another person at another computer). */
export async function secondBrowser(browser: Browser, baseURL: string, phone: string, password?: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseURL, phone, password);
  return { context, page };
}

/** Fills and sends the request form in `dialog` (a settlement found by typing). */
export async function sendRequestForm(page: Page, lang: Lang, comment: string) {
  const d = words[lang].dialog;
  const dialog = page.getByRole('dialog', { name: d.title });
  await expect(dialog.getByLabel(d.workOrderType)).toBeEnabled();
  await dialog.getByLabel(d.workOrderType).selectOption('INSTALLATION');
  await dialog.getByLabel(d.certificationType).selectOption({ index: 1 });
  const settlement = dialog.getByRole('combobox', { name: d.settlement });
  await settlement.fill('Київ');
  // The suggestions of this combobox (the /place page has other options: its city filter's).
  await expect(settlement).toHaveAttribute('aria-controls', /.+/);
  const suggestions = page.locator(`[id="${await settlement.getAttribute('aria-controls')}"]`);
  await suggestions
    .getByRole('option', { name: /(Київ|Kyiv)/ })
    .first()
    .click();
  await expect(settlement).toHaveValue(/(Київ|Kyiv)/);
  await dialog.getByLabel(d.street, { exact: true }).fill('вул. Володимирська');
  await dialog.getByLabel(d.house, { exact: true }).fill('33');
  await dialog.getByLabel(d.comment).fill(comment);
  await dialog.getByRole('button', { name: d.submit }).click();
  const sent = dialog.getByRole('status');
  await expect(sent).toContainText(fill(d.sent, { number: '' }).split(' ')[0]);
  const number = Number((await sent.textContent())!.match(/\d+/)![0]);
  // The dialog's own close button (×) has the same name: the one under the message.
  await dialog.getByRole('button', { name: d.close, exact: true }).last().click();
  await expect(dialog).toBeHidden();
  return number;
}
