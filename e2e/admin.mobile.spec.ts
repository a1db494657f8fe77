import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { demo } from './accounts';
import { adminWords, companyFilterWords } from './admin';
import { DEMO_DEALER_NAME, dealerWords } from './dealers';
import { signInAs } from './installations';

const noSidewaysScroll = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.describe('the back-office at 375 px', () => {
  test('the dealers list, a dealer’s page, its people, a person’s page and its installers fit the phone and pass axe (pl)', async ({ page, baseURL }) => {
    const w = adminWords.pl;
    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto('/pl/admin/dealers');
    await expect(page.getByRole('heading', { level: 1, name: w.dealers.title })).toBeVisible();
    // The table scrolls sideways inside its own region, not the page.
    const table = page.getByRole('region', { name: w.dealers.table });
    await expect(table.getByRole('link', { name: DEMO_DEALER_NAME })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await table.getByRole('link', { name: DEMO_DEALER_NAME }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_DEALER_NAME })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: w.people.title })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // The company's people and installers, and one person's page.
    await page.getByRole('link', { name: w.dealer.allPeople }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.users.title })).toBeVisible();
    await expect(page).toHaveURL(/\/pl\/admin\/users\?dealerId=\d+$/);
    const people = page.getByRole('region', { name: w.users.table });
    const first = people.getByRole('row').nth(1).getByRole('link').first();
    await expect(first).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    const name = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: w.user.access })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // The company's installers, from its page.
    await page.goBack();
    await page.goBack();
    await page.getByRole('link', { name: w.dealer.installersList }).click();
    await expect(page).toHaveURL(/\/pl\/installers\?company=\d+$/);
    await expect(page.getByRole('combobox', { name: companyFilterWords.pl.label })).toHaveValue(DEMO_DEALER_NAME);
    await expect(page.getByRole('list', { name: dealerWords.pl.installers.listAll }).getByTestId('dealer-installer').first()).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the certification catalogue fits the phone and passes axe (uk)', async ({ page, baseURL }) => {
    const w = adminWords.uk.certifications;
    await signInAs(page, baseURL!, demo.ADMIN.national);
    await page.goto('/admin/certifications');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId('certification-type')).toHaveCount(3);
    await expect(page.getByTestId('certification-level').first()).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
