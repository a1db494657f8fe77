import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import { accountWords, dealerWords, DEMO_DEALER_CODE, DEMO_DEALER_NAME, installerWords, registerClient, SECOND_DEALER } from './dealers';
import { fill, signInAs } from './installations';

const noSidewaysScroll = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.describe('dealers and installers at 375 px', () => {
  test('an installer reaches the licence, rating and dealer pages from the profile, full width (pl)', async ({ page, baseURL }) => {
    const a = accountWords.pl;
    const w = installerWords.pl;
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto('/pl');
    await page.getByTestId('bottom-panel').getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/pl\/profile$/);

    await page.getByRole('link', { name: a.license }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.license.title })).toBeVisible();
    await expect(page.getByRole('main').locator('[data-status="ACTIVE"]').first()).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await page.getByRole('link', { name: a.rating }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.rating.title })).toBeVisible();
    await expect(page.getByTestId('mean-rating')).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await page.getByRole('link', { name: a.dealer }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.dealer.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: DEMO_DEALER_NAME })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The change-dealer dialog: full screen with a back header, its button waits for the code and a reason.
    await page.getByRole('button', { name: w.dealer.apply }).click();
    const dialog = page.getByRole('dialog', { name: w.dealer.applyTitle });
    const submit = dialog.getByRole('button', { name: w.dealer.submit });
    const code = dialog.getByLabel(w.dealer.newDealerCode);
    await code.fill(SECOND_DEALER.code);
    await expect(code).toHaveAccessibleDescription(fill(w.dealer.newDealerFound, { name: SECOND_DEALER.name }));
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(w.dealer.reason).fill('   ');
    await expect(submit).toBeDisabled();
    await dialog.getByRole('button', { name: 'Wstecz' }).first().click();
    await expect(dialog).toBeHidden();
    await noSidewaysScroll(page);
  });

  test('a client on a phone applies to become an installer from the profile (uk); the dealer reads it and filters installers from its profile (en)', async ({
    page,
    baseURL,
  }) => {
    const w = installerWords.uk.apply;
    const client = await registerClient('Богдан');
    await signInAs(page, baseURL!, client.national);
    await page.goto('/profile');
    await page.getByRole('button', { name: w.open }).click();
    const dialog = page.getByRole('dialog', { name: w.title });
    const code = dialog.getByLabel(w.dealerCode);
    await code.fill('1234567');
    await expect(code).toHaveAccessibleDescription(fill(w.dealerCodeTooShort, { min: 8 }));
    await code.fill(DEMO_DEALER_CODE);
    await expect(code).toHaveAccessibleDescription(fill(w.dealerFound, { name: DEMO_DEALER_NAME }));
    await dialog.getByLabel(w.supplier).fill('Кліматсервіс');
    await dialog.getByLabel(w.region).selectOption({ index: 1 });
    await dialog.getByLabel(w.certificationType).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: w.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: w.statuses.SENT })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    const d = dealerWords.en;
    await signInAs(page, baseURL!, demo.DEALER.national);
    await page.goto('/en/profile');
    await page.getByRole('link', { name: accountWords.en.company }).click();
    await expect(page.getByRole('heading', { level: 1, name: d.company.title })).toBeVisible();
    await expect(page.getByRole('listitem', { name: client.fullName })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/profile');
    await page.getByRole('link', { name: accountWords.en.installers }).click();
    await expect(page.getByRole('heading', { level: 1, name: d.installers.title })).toBeVisible();
    await page.getByRole('button', { name: `${d.installers.type}: ${d.installers.all}` }).click();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: d.installers.apply }).click();
    await expect(page).toHaveURL(/types=\d+/);
    await expect(page.getByTestId('dealer-installer').first()).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
