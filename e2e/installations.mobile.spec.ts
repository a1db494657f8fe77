import { expect, test } from './fixtures';
import { demo } from './accounts';
import { arrangeInstallation, ensureInstallations, fill, itemLinks, signInAs, words } from './installations';

test.describe('installations at 375 px', () => {
  test.beforeAll(async () => ensureInstallations(demo.INSTALLER.national, demo.USER.national, 12));

  test('the bottom panel opens the profile’s installations section: filters, paging, and a full-screen card (uk)', async ({ page, baseURL }) => {
    const w = words.uk;
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto('/');
    await page.getByTestId('bottom-panel').getByRole('link', { name: 'Монтажі' }).click();
    await expect(page).toHaveURL(/\/profile\?section=installations$/);
    await expect(itemLinks(page)).toHaveCount(10);

    const status = page.getByLabel(w.filters.status);
    const value = await status.locator('option').nth(1).getAttribute('value');
    await status.selectOption(value!);
    await expect(page).toHaveURL(new RegExp(`section=installations&status=${value}`));
    for (const badge of await page.getByRole('main').locator('[data-status]').all()) await expect(badge).toHaveAttribute('data-status', value!);

    await itemLinks(page).first().click();
    await expect(page).toHaveURL(/\/installations\/\d+$/);
    await expect(page.getByRole('tablist', { name: w.card.tabsLabel })).toBeVisible();
    // Full screen: nothing beside the card, and no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('tab', { name: w.card.tabs.equipment }).click();
    await page.getByRole('link', { name: w.card.toList }).click();
    await expect(page).toHaveURL(/\/profile\?section=installations$/);
  });

  test('a client sees only installed ones and no installer filter (en)', async ({ page, baseURL }) => {
    const w = words.en;
    await signInAs(page, baseURL!, demo.USER.national);
    await page.goto('/en/installations');
    await expect(page).toHaveURL(/\/en\/profile\?section=installations$/);
    await expect(itemLinks(page).first()).toBeVisible();
    await expect(page.getByLabel(w.filters.status)).toBeVisible();
    await expect(page.getByLabel(w.filters.installer)).toHaveCount(0);
  });

  test('a product of the installation opens its card with the warranty fields, and leads back (pl)', async ({ page, baseURL }) => {
    const w = words.pl;
    const id = await arrangeInstallation(demo.INSTALLER.national, demo.USER.national, 'NEW');
    await signInAs(page, baseURL!, demo.INSTALLER.national);
    await page.goto(`/pl/installations/${id}`);
    await page.getByRole('tab', { name: w.card.tabs.equipment }).click();
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/pl/installations/\\d+/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(w.product.guaranteeExpiredAt, { exact: true })).toBeVisible();
    // Not completed yet: the warranty has not started.
    await expect(page.getByText(w.product.notStarted)).toBeVisible();
    await expect(page.getByText(w.product.preventedAt, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: fill(w.product.toInstallation, { id }) }).click();
    await expect(page).toHaveURL(new RegExp(`/pl/installations/${id}$`));
  });
});
