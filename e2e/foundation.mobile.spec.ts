import { expect, test } from './fixtures';

test.describe('mobile layout at 375 px', () => {
  test('the mobile navigation replaces header and footer', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByTestId('mobile-nav')).toBeVisible();
    await expect(page.getByTestId('bottom-panel')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const panel = page.getByTestId('bottom-panel');
    for (const name of ['Catalogue', 'Installations', 'Chats', 'Profile']) await expect(panel.getByRole('link', { name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('tapping Profile as a guest opens the sign-in window with a back header', async ({ page }) => {
    await page.goto('/en');
    await page.getByTestId('bottom-panel').getByRole('link', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/en$/);
  });
});
