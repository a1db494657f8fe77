import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import { apiSession } from './installations';
import { apiUrl } from './support';

/**
 * Issue 22, warranty: the demo client's certificate PDF downloads, its QR/link address opens the public
 * verification page showing the warranty valid, and anyone checks a unit by serial and settlement.
 */
type Unit = { serial: string; city: string | null; valid: boolean };

/** A completed installation of the demo client whose warranty is valid: its certificate (PDF bytes) and the public record. */
async function validCertificate() {
  const { accessToken: token } = await apiSession(demo.USER.national);
  const auth = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${apiUrl()}/web/installations?installed=true&status=COMPLETED&perPage=50`, { headers: auth })).json()) as {
    data: { data: { id: number }[] };
  };
  for (const { id } of list.data.data) {
    const card = (await (await fetch(`${apiUrl()}/web/installations/${id}`, { headers: auth })).json()) as { data: { certificateUrl: string | null } };
    if (!card.data.certificateUrl) continue;
    const pdf = await fetch(`${apiUrl()}${card.data.certificateUrl}`, { headers: auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const url = /\/URI \((http[^)]+\/warranty\/([A-Za-z0-9_-]+))\)/.exec(bytes.toString('latin1'));
    expect(url, 'the verification address in the PDF').not.toBeNull();
    const record = (await (await fetch(`${apiUrl()}/warranty/certificates/${url![2]}`)).json()) as { data: { valid: boolean; units: Unit[] } };
    // The address is in the client's profile language (ADR 0014: the one they last signed in in); the journey reads it in uk and en.
    if (record.data.valid) return { bytes, url: new URL(url![1]), path: new URL(url![1]).pathname.replace(/^\/(en|pl)(?=\/)/, ''), units: record.data.units };
  }
  throw new Error('the demo client has no completed installation with a valid warranty');
}

test('the certificate PDF downloads and its QR address shows the warranty valid, in Ukrainian and English', async ({ page }) => {
  const certificate = await validCertificate();
  expect(certificate.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The PDF names the web's public address (WEB_ORIGIN); the page under test is the same path on this server.
  await page.goto(certificate.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Гарантійний сертифікат' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Справжній сертифікат' })).toContainText('Гарантія дійсна до');
  await expect(page.getByText(certificate.units[0].serial)).toBeVisible();
  await expect(page.getByText(/Коваленко|380500000001/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/en${certificate.path}`);
  await expect(page.getByRole('status').filter({ hasText: 'Genuine certificate' })).toContainText('The warranty is valid until');
});

test('an unknown certificate code says it is not genuine', async ({ page }) => {
  await page.goto('/pl/warranty/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert').filter({ hasText: 'Nie znaleziono certyfikatu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the public serial check finds a unit by serial and settlement, and nothing for another settlement', async ({ page }) => {
    const { units } = await validCertificate();
    const unit = units[0];
    await page.goto('/en/warranty');
    await expect(page.getByRole('heading', { level: 1, name: 'Warranty check' })).toBeVisible();
    await page.getByLabel('Serial number').fill(unit.serial.toLowerCase());
    await page.getByLabel('Settlement').fill(unit.city!);
    await page.getByRole('button', { name: 'Check the warranty' }).click();
    const card = page.getByRole('article', { name: unit.serial });
    await expect(card).toContainText(/valid until \d{2}\/\d{2}\/\d{4}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Settlement').fill('Nowhere');
    await page.getByRole('button', { name: 'Check the warranty' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nothing found' })).toBeVisible();
  });
});
