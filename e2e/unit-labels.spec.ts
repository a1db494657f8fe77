import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { demo, newPhone } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { completeThroughApi } from './installation-completion';
import { arrangeJob, fill, signInAs } from './installations';
import { labelPaths, qrCodesOfPdf } from './qr-codes';

const labels = en.installations.card.labels;
const page375 = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true };

test('the installer prints the job’s QR labels on the card (en); a guest who scans one on a phone sees the unit’s warranty, no personal data, and the warranty once the job is completed; the installer is led to the job (uk)', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const client = newPhone().digits;
  const job = await arrangeJob(demo.INSTALLER.national, client, 'READY');
  await signInAs(page, baseURL!, demo.INSTALLER.national);
  await page.goto(`/en/installations/${job.id}`);
  await page.getByRole('button', { name: labels.open }).click();
  const dialog = page.getByRole('dialog', { name: labels.title });
  await dialog.getByLabel(labels.size).selectOption({ label: labels.sizes['roll-62'] });
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: labels.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fill(labels.file, { id: job.id }));
  await expect(dialog).toBeHidden();

  // One 62 mm label a page, one per unit; each QR code opens its unit's page, in the client's language (uk: no prefix).
  const { pages, decoded } = await qrCodesOfPdf(new Uint8Array(await readFile((await file.path())!)));
  expect(pages).toHaveLength(job.serials.length);
  expect(decoded).toHaveLength(job.serials.length);
  const url = new URL(decoded[0]);
  expect(url.pathname).toMatch(/^\/u\/[a-f0-9]{32}$/);

  const w = uk.warranty.label;
  const guest = await browser.newContext({ baseURL, ...page375 });
  const phone = await guest.newPage();
  await phone.goto(url.pathname);
  await expect(phone.getByRole('heading', { level: 1, name: job.product!.name })).toBeVisible();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText(w.notStarted);
  await expect(phone.getByText(job.serials[0])).toBeVisible();
  await expect(phone.getByText('Гнатюк')).toHaveCount(0);
  await expect(phone.getByRole('link', { name: fill(w.openJob, { number: job.id }) })).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(phone);

  // Completed with the client's code, the same label shows the running warranty and the first maintenance due.
  await completeThroughApi(client, job.id);
  await phone.reload();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText(/^На гарантії до \d{1,2} \S+ \d{4}/);
  await expect(phone.getByText(w.noService)).toBeVisible();

  // A code no unit carries (mistyped, or a fake label) says so and offers the serial check, as a certificate's does.
  await phone.goto(`/u/${'0'.repeat(32)}`);
  await expect(phone.getByRole('alert').filter({ hasText: w.unknownTitle })).toBeVisible();
  await expect(phone.getByRole('link', { name: w.checkSerial })).toHaveAttribute('href', '/warranty');
  await phone.goto('/warranty/not-a-certificate-token');
  await expect(phone.getByRole('alert').filter({ hasText: uk.warranty.certificate.unknownTitle })).toBeVisible();
  await guest.close();

  // The installer, signed in, is a party of the job: the label's page leads to its card.
  await page.goto(url.pathname);
  await page.getByRole('link', { name: fill(w.openJob, { number: job.id }) }).click();
  await expect(page).toHaveURL(new RegExp(`/installations/${job.id}$`));
});

test('a guest who scans a label on a phone reports a fault with a photo (pl); support sees who to call and the photo (en), the dealer sees it too (uk)', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const job = await arrangeJob(demo.INSTALLER.national, newPhone().digits, 'READY');
  const [path] = await labelPaths(demo.INSTALLER.national, job.id);
  const f = pl.warranty.fault;
  const guest = await browser.newContext({ baseURL, ...page375 });
  const phone = await guest.newPage();
  await phone.goto(`/pl${path}`);
  const form = phone.getByRole('region', { name: f.title });
  const reporter = newPhone();
  await form.getByLabel(f.name).fill('Jan Kowalski');
  await form.getByLabel(f.phone, { exact: true }).fill(reporter.national);
  await form.getByLabel(f.description).fill('Za krótko');
  await form.getByLabel(f.description).blur();
  // Too short a description is marked on the field, and the report cannot be sent.
  await expect(form.getByLabel(f.description)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('button', { name: f.submit })).toBeDisabled();
  await form.getByLabel(f.description).fill('Jednostka zewnętrzna buczy i się nie włącza, na pilocie błąd E6.');
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6b8fb5' } })
    .jpeg()
    .toBuffer();
  await form.getByLabel(f.photos).setInputFiles({ name: 'blad-e6.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'blad-e6.jpg' })).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await form.getByRole('button', { name: f.submit }).click();
  const sent = form.getByRole('status');
  await expect(sent).toHaveText(/\d+/);
  const number = Number(/(\d+)/.exec((await sent.textContent())!)![1]);
  await expect(sent).toHaveText(fill(f.sent, { number }));
  await guest.close();

  // Support: the report is a request for work with the reporter's phone to call and the photo, from the unit's label.
  const s = en.installationRequests.support;
  await signInAs(page, baseURL!, demo.ADMIN.national);
  await page.goto('/en/installations/requests');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${fill(s.number, { number })} ·`) }) });
  await expect(item.getByText(s.fromLabel)).toBeVisible();
  await expect(item.getByText('Jan Kowalski')).toBeVisible();
  await expect(
    item.getByRole('link', {
      name: `+380 ${reporter.national.slice(0, 2)} ${reporter.national.slice(2, 5)} ${reporter.national.slice(5, 7)} ${reporter.national.slice(7)}`,
    }),
  ).toHaveAttribute('href', `tel:+${reporter.digits}`);
  const thumbnail = item.getByRole('img', { name: fill(s.photo, { number: 1, request: number }) });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expect(item.getByRole('button', { name: s.createInstallation })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The unit's dealer reads it (and may call), without support's buttons.
  const dealer = await browser.newContext({ baseURL });
  const dealerPage = await dealer.newPage();
  await signInAs(dealerPage, baseURL!, demo.DEALER.national);
  await dealerPage.goto('/installations/requests');
  await expect(dealerPage.getByText(uk.installationRequests.support.dealerIntro)).toBeVisible();
  const seen = dealerPage.getByRole('listitem').filter({ hasText: 'Jan Kowalski' });
  await expect(seen.getByText(uk.installationRequests.support.fromLabel)).toBeVisible();
  await expect(seen.getByRole('button')).toHaveCount(1);
  await dealer.close();
});
