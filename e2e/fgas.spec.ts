import { readFile } from 'node:fs/promises';
import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import { demo, newPhone } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { apiCall, apiSession, arrangeJob, fill, signInAs } from './installations';
import { labelPaths } from './qr-codes';

const INSTALLER2 = '500000006';
const f = en.installations.fgas;
const page375 = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true };

/** A day as the page writes it in `locale` (UTC, as the logbook's days are). */
const longDay = (day: string, locale: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE');
const plusMonths = (day: string, months: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

test('an installer whose F-gas certificate expired renews it on the licence page, records a 3 kg R-410A circuit (a leak check every 12 months), a repair brings the check to a month, the CRO card holds it (en); support reads the logbook on a phone and may not write (pl)', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  // Arranged: an expired certificate (so that a retry starts from the same state) and a job with its units.
  const { accessToken } = await apiSession(INSTALLER2);
  await apiCall(accessToken, 'PUT', '/web/installers/fgas-certificate', { number: 'PL/FGAZ/O/0999/21', category: 'I', issuer: 'UDT', expiresOn: '2025-12-31' });
  const job = await arrangeJob(INSTALLER2, newPhone().digits, 'READY');

  await signInAs(page, baseURL!, INSTALLER2);
  await page.goto(`/en/installations/${job.id}`);
  await page.getByRole('tab', { name: f.ui.tab }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(f.ui.empty)).toBeVisible();
  await expect(panel.getByRole('note')).toContainText(f.ui.certificateExpired);
  await expect(panel.getByRole('button', { name: f.ui.addCircuit })).toHaveCount(0);
  await panel.getByRole('link', { name: f.ui.toLicense }).click();

  // The licence page: renewed, category A1.
  const section = page.getByRole('region', { name: f.certificate.title });
  await expect(section.getByRole('note')).toHaveText(f.certificate.expired);
  await section.getByLabel(f.certificate.number).fill('PL/FGAZ/O/0123/26');
  await section.getByLabel(f.certificate.category).selectOption('A1');
  await section.getByLabel(f.certificate.expiresOn).fill('2031-03-31');
  await section.getByRole('button', { name: f.certificate.save }).click();
  await expect(section.getByRole('note')).toHaveText(fill(f.certificate.validUntil, { date: longDay('2031-03-31', 'en') }));
  await expectNoSeriousA11yViolations(page);

  // The circuit: what the rule makes of it is said as it is typed.
  await page.goto(`/en/installations/${job.id}`);
  await page.getByRole('tab', { name: f.ui.tab }).click();
  await panel.getByRole('button', { name: f.ui.addCircuit }).click();
  const dialog = page.getByRole('dialog', { name: f.ui.addCircuitTitle });
  // The arranged job's product is an indoor unit of a multi-split (no outdoor unit to offer first): its unit is chosen.
  await dialog.getByLabel(f.ui.unit).selectOption({ index: 1 });
  await dialog.getByLabel(f.ui.refrigerant).selectOption('R410A');
  await dialog.getByLabel(f.ui.factoryCharge).fill('2.4');
  await dialog.getByLabel(f.ui.installationCharge).fill('0.6');
  const commissioned = daysAgo(27);
  await dialog.getByLabel(f.ui.commissionedOn).fill(commissioned);
  await expect(dialog.getByRole('status')).toHaveText('6.263 t CO₂e. 5 t CO₂e or more: a leak check every 12 months.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: f.ui.addCircuit }).click();
  await expect(dialog).toBeHidden();
  const circuit = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^R410A · / }) });
  await expect(circuit.getByText(fill(f.ui.nextCheck, { date: longDay(plusMonths(commissioned, 12), 'en') }))).toBeVisible();

  // A repair: the next check comes a month after it.
  await circuit.getByRole('button', { name: f.ui.addEntry }).click();
  const entry = page.getByRole('dialog', { name: /^Logbook entry: R410A/ });
  await entry.getByLabel(f.ui.kind).selectOption('repair');
  const repaired = daysAgo(9);
  await entry.getByLabel(f.ui.on).fill(repaired);
  await entry.getByLabel(f.ui.description).fill('Flare nut on the liquid line re-made');
  await expect(entry.getByText(f.ui.appendOnly)).toBeVisible();
  await entry.getByRole('button', { name: f.ui.addEntry }).click();
  await expect(entry).toBeHidden();
  await expect(circuit.getByText(fill(f.ui.nextCheckAfterRepair, { date: longDay(plusMonths(repaired, 1), 'en') }))).toBeVisible();
  await expect(circuit.getByRole('list', { name: fill(f.ui.entries, { refrigerant: 'R410A' }) }).getByRole('listitem')).toHaveText([
    new RegExp(`${f.kinds.repair}[\\s\\S]*Flare nut[\\s\\S]*PL/FGAZ/O/0123/26`),
  ]);

  // The outdoor unit's label page shows the job's parties its circuit and the check due.
  const heading = (await circuit.getByRole('heading').textContent())!;
  const serial = heading.split(' ').at(-1)!;
  let labelsOfTheUnit = 0;
  for (const path of await labelPaths(INSTALLER2, job.id)) {
    await page.goto(`/en${path}`);
    if ((await page.getByText(serial, { exact: true }).count()) === 0) continue;
    labelsOfTheUnit += 1;
    await expect(page.getByText(fill(en.warranty.label.checkDue, { date: longDay(plusMonths(repaired, 1), 'en') }))).toBeVisible();
  }
  expect(labelsOfTheUnit).toBe(1);
  await page.goto(`/en/installations/${job.id}`);
  await page.getByRole('tab', { name: f.ui.tab }).click();

  // The CRO-shaped card as CSV: the card's fields, the 2024 ones among them.
  const download = page.waitForEvent('download');
  await circuit.getByRole('button', { name: f.ui.cardCsv }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  for (const text of [
    f.card.chargeAsDeliveredKg,
    '2.4 kg',
    f.card.chargeAddedAtInstallationKg,
    '0.6 kg',
    f.card.hermeticallySealed,
    f.card.residentialBuilding,
    f.card.repairs,
    'Flare nut',
  ]) {
    expect(csv).toContain(text);
  }

  // Support reads it on a phone, in Polish, and may not write.
  const phone = await browser.newContext({ baseURL, ...page375 });
  const clientPage = await phone.newPage();
  await signInAs(clientPage, baseURL!, demo.ADMIN.national);
  await clientPage.goto(`/pl/installations/${job.id}`);
  await clientPage.getByRole('tab', { name: pl.installations.fgas.ui.tab }).click();
  const seen = clientPage.getByRole('tabpanel');
  await expect(seen.getByText(fill(pl.installations.fgas.ui.nextCheckAfterRepair, { date: longDay(plusMonths(repaired, 1), 'pl') }))).toBeVisible();
  await expect(seen.getByRole('button', { name: pl.installations.fgas.ui.addEntry })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: pl.installations.fgas.ui.addCircuit })).toHaveCount(0);
  expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(clientPage);
  await phone.close();
});
