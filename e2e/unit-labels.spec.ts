import { readFile } from 'node:fs/promises';
import en from '../messages/en.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { demo, newPhone } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { completeThroughApi } from './installation-completion';
import { arrangeJob, fill, signInAs } from './installations';
import { qrCodesOfPdf } from './qr-codes';

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
  await expect(phone.getByRole('status')).toHaveText(w.notStarted);
  await expect(phone.getByText(job.serials[0])).toBeVisible();
  await expect(phone.getByText('Гнатюк')).toHaveCount(0);
  await expect(phone.getByRole('link', { name: fill(w.openJob, { number: job.id }) })).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(phone);

  // Completed with the client's code, the same label shows the running warranty and the first maintenance due.
  await completeThroughApi(client, job.id);
  await phone.reload();
  await expect(phone.getByRole('status')).toHaveText(/^На гарантії до \d{1,2} \S+ \d{4}/);
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
