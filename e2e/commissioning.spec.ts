import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { codeSentAfter, newPhone, typeCode, demo } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { apiUrl, arrangeFetch, latestCode } from './support';
import { arrangeJob, fill, signInAs, words } from './installations';

const c = en.commissioning;
const page375 = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true };
const PASSWORD = 'Zorya-Kyiv-2026';

/** A new client registered through the API (profile language: Ukrainian, the default), who signs in with PASSWORD. */
async function newClient() {
  const phone = newPhone();
  const post = async (path: string, body: unknown) => {
    const res = await arrangeFetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const roles = (await (await fetch(`${apiUrl()}/roles`)).json()) as { data: { id: number; name: string }[] };
  const { regToken } = await post('/registrations', {
    name: 'Марта',
    lastname: 'Левицька',
    phone: phone.digits,
    email: `marta.${phone.national}@example.com`,
    roleId: roles.data.find((r) => r.name === 'USER')!.id,
  });
  await post('/registrations/codes/send', { regToken });
  await post('/registrations/codes/check', { regToken, code: await latestCode(phone.digits) });
  await post('/registrations/password', { regToken, password: PASSWORD, repeatedPassword: PASSWORD });
  return phone;
}

/** The text of a PDF the page downloads when `click` is done, read back by pdftotext (poppler-utils), whitespace folded. */
async function downloadedText(page: import('@playwright/test').Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await (await download).path();
  return (await promisify(execFile)('pdftotext', [file!, '-'])).stdout.replace(/\s+/g, ' ');
}

test('an installer records the commissioning values with one out of range, explains it, completes with the client’s code (en); the client reads the flag on a phone (pl) and downloads both PDFs (uk)', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const client = await newClient();
  const job = await arrangeJob(demo.INSTALLER.national, client.digits, 'READY', { outdoorUnit: true });
  const outdoor = job.serials[job.product!.blocks.findIndex((b) => b.type === 'outdoor')];

  await signInAs(page, baseURL!, demo.INSTALLER.national);
  await page.goto(`/en/installations/${job.id}`);
  await page.getByRole('tab', { name: c.ui.tab }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: new RegExp(outdoor) })).toBeVisible();
  await expect(panel.getByText(c.ui.notMeasured)).toBeVisible();
  await panel.getByRole('button', { name: c.ui.fill }).click();

  // The values, in the English site's units (microns for the vacuum, bar, min, kg, m, K, V, A).
  const dialog = page.getByRole('dialog', { name: fill(c.ui.dialogTitle, { serial: outdoor }) });
  const typed: [keyof typeof c.measure, string][] = [
    ['pressureTest', '42'],
    ['pressureTestHold', '30'],
    ['evacuationDepth', '900'],
    ['evacuationHold', '15'],
    ['evacuationRise', '200'],
    ['lineLength', '5'],
    ['chargeAdded', '0'],
    ['suctionPressure', '9.5'],
    ['dischargePressure', '27'],
    ['superheat', '6'],
    ['subcooling', '5'],
    ['supplyVoltage', '228'],
    ['runningCurrent', '4.2'],
  ];
  for (const [measure, value] of typed) await dialog.getByLabel(c.measure[measure], { exact: true }).fill(value);
  const factory = dialog.getByLabel(c.measure.factoryCharge, { exact: true });
  if (!(await factory.inputValue())) await factory.fill('0.9');

  // 900 microns is a poor vacuum: flagged as it is typed, blocking, and it asks for a comment.
  const depth = dialog.getByLabel(c.measure.evacuationDepth, { exact: true });
  await expect(depth).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(new RegExp(`^${c.state.high}: ≤ \\d+ microns`))).toBeVisible();
  await expect(dialog.getByText(c.ui.blockingFlag)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Saved without the comment, the API refuses it on the comment's field.
  await dialog.getByRole('button', { name: c.ui.save }).click();
  const comment = dialog.getByLabel(fill(c.ui.comment, { measure: c.measure.evacuationDepth }));
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(en.validation.commentRequired)).toBeVisible();
  await comment.fill('Pump oil changed; the client’s site had no 230 V socket for the second pump');
  await dialog.getByRole('button', { name: c.ui.save }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('note')).toHaveText(c.ui.withheld);
  await expect(panel.getByText('“Pump oil changed; the client’s site had no 230 V socket for the second pump”')).toBeVisible();

  // Completed with the client's code.
  const w = words.en;
  await page.getByRole('group', { name: w.card.actions }).getByRole('button', { name: w.card.complete }).click();
  const complete = page.getByRole('dialog', { name: w.complete.title });
  const since = new Date(Date.now() - 1000).toISOString();
  await complete.getByRole('button', { name: w.complete.send }).click();
  await typeCode(complete, await codeSentAfter(client.digits, since));
  await expect(complete).toBeHidden();
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveAttribute('data-status', 'COMPLETED');

  // The client, on a phone in Polish: the flag and the comment; both PDFs, in the client's language (Ukrainian).
  const phone = await browser.newContext({ baseURL, ...page375 });
  const clientPage = await phone.newPage();
  const login = await clientPage.request.post('/session/login', {
    headers: { 'x-portal-csrf': '1', origin: baseURL! },
    data: { phone: client.digits, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  await clientPage.goto(`/pl/installations/${job.id}`);
  await clientPage.getByRole('tab', { name: pl.commissioning.ui.tab }).click();
  const clientPanel = clientPage.getByRole('tabpanel');
  await expect(clientPanel.getByText(pl.commissioning.state.high, { exact: false }).first()).toBeVisible();
  await expect(clientPanel.getByRole('button', { name: pl.commissioning.ui.edit })).toHaveCount(0);
  expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(clientPage);

  const report = await downloadedText(clientPage, () => clientPanel.getByRole('button', { name: pl.commissioning.ui.download }).click());
  for (const text of [
    uk.commissioning.pdf.title,
    outdoor,
    uk.commissioning.measure.evacuationDepth,
    uk.commissioning.state.high,
    'Pump oil changed',
    uk.commissioning.pdf.withheld,
  ]) {
    expect(report).toContain(text);
  }
  const certificate = await downloadedText(clientPage, () => clientPage.getByRole('button', { name: pl.installations.card.certificate }).click());
  expect(certificate).toContain(uk.api.warranty.certificate.title);
  expect(certificate).toContain('Звіт про пусконалагодження з виміряними значеннями');
  await phone.close();
});
