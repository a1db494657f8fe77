import { expect, test } from './fixtures';
import { demo } from './accounts';
import { currentStep, fillAddressStep, fillCommonStep, openWizardAs, wizardTexts } from './installation-wizard';

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
  await page.getByRole('button', { name: t.nav.next }).click();
  await expect(currentStep(page)).toContainText(t.steps.products);
});
