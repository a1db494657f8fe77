import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import { barcodeVideo } from './camera';
import { chooseUncertifiedInstaller, currentStep, fillAddressStep, fillCommonStep, openWizardAs, productWithSerial, wizardTexts } from './installation-wizard';

test('at 375 px an installer goes through the first wizard steps without the page scrolling sideways (en)', async ({ page }) => {
  const t = wizardTexts('en');
  await openWizardAs(page, 'en', demo.INSTALLER.national);
  await fillCommonStep(page, 'en', demo.USER.national);
  await expect(page.getByText(/Client found: /)).toBeVisible();
  await page.getByRole('button', { name: t.nav.next }).click();
  await expect(currentStep(page)).toContainText(t.steps.installer);
  await page.getByRole('button', { name: t.nav.next }).click();
  await expect(currentStep(page)).toContainText(t.steps.address);
  await fillAddressStep(page, 'en');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t.nav.next }).click();
  await expect(currentStep(page)).toContainText(t.steps.products);
});

test('at 375 px a dealer assigns one of its installers and sees the certification warning, without sideways scrolling (pl)', async ({ page }) => {
  const t = wizardTexts('pl');
  await openWizardAs(page, 'pl', demo.DEALER.national);
  const { warning, next } = await chooseUncertifiedInstaller(page, 'pl', { name: 'Marta', lastname: 'Hnatiuk' });
  await expect(warning).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await next.click();
  await expect(currentStep(page)).toContainText(t.steps.address);
});

// In two full `.ci/run`s on 2026-11-26 the decoder read nothing for 20 and 45 s (the camera was on, the status
// said to point it), while alone, with the mobile journeys and with every journey it read the label in about a second;
// the cause is not known. One retry, and a failure attaches the page as the camera showed it.
test.describe('the phone camera', () => {
  test.describe.configure({ retries: 1 });

  test('at 375 px an installer scans a unit’s serial with the phone camera, and the unit is found (uk)', async ({ playwright, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const t = wizardTexts('uk');
    const { name, serial } = await productWithSerial('uk');
    const video = path.join(mkdtempSync(path.join(tmpdir(), 'portal-camera-')), 'label.y4m');
    barcodeVideo(serial, video);
    // A browser whose camera films the unit's label (Chromium's fake capture device, camera allowed).
    const { launchOptions } = testInfo.project.use;
    const filming = await playwright.chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions?.args ?? []),
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await filming.newContext({ baseURL, viewport: { width: 375, height: 740 }, hasTouch: true, permissions: ['camera'] });
      const page = await context.newPage();
      await openWizardAs(page, 'uk', demo.INSTALLER.national, '?kind=completed');
      await fillCommonStep(page, 'uk', demo.USER.national);
      await expect(page.getByText(/Клієнта знайдено: /)).toBeVisible();
      await page.getByRole('button', { name: t.nav.next }).click();
      await expect(currentStep(page)).toContainText(t.steps.barcodes);

      await page.getByRole('button', { name: t.barcodes.openCamera }).click();
      const scanner = page.getByRole('group', { name: t.barcodes.scanner });
      // This browser is not the fixture's, so the trace does not see it: a refusal attaches what the camera showed.
      await expect(scanner.getByRole('status'))
        .toHaveText(t.barcodes.scanned.replace('{serial}', serial), { timeout: 20_000 })
        .catch(async (error: unknown) => {
          await testInfo.attach('camera', { body: await page.screenshot(), contentType: 'image/png' });
          throw error;
        });
      const units = page.getByRole('list').filter({ hasText: serial });
      await expect(units.getByRole('listitem')).toHaveCount(1);
      await expect(units.getByText(t.barcodes.checking)).toHaveCount(0);
      await expect(units).toContainText(name);
      await scanner.getByRole('button', { name: t.barcodes.closeCamera }).click();
      await expect(scanner).toHaveCount(0);
    } finally {
      await filming.close();
    }
  });
});
