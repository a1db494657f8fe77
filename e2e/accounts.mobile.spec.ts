import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeSentAfter, demo, DEMO_PASSWORD, fillSignIn, newPhone } from './accounts';

const bottomPanel = (page: Page) => page.getByTestId('bottom-panel');

async function signInFromProfileTab(page: Page, national: string) {
  await page.goto('/en');
  await bottomPanel(page).getByRole('link', { name: 'Profile' }).click();
  await fillSignIn(page.getByRole('dialog'), 'en', national, DEMO_PASSWORD);
  // The demo accounts' profiles are in Ukrainian: signing in goes there; the tests read the English page.
  await expect(page).toHaveURL(/:\d+\/profile$/);
  await page.goto('/en/profile');
}

test.describe('accounts at 375 px', () => {
  test('a guest tapping Profile signs in and lands on /profile, which carries the account links and sign-out', async ({ page }) => {
    await signInFromProfileTab(page, demo.INSTALLER.national);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByText('Installer')).toBeVisible();
    await expect(account.getByRole('link', { name: 'Calendar' })).toBeVisible();
    await account.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await bottomPanel(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Sign in' })).toBeVisible();
  });

  test('wide-screen-only pages open their profile section', async ({ page }) => {
    await signInFromProfileTab(page, demo.USER.national);
    await page.goto('/en/notifications');
    await expect(page).toHaveURL(/\/en\/profile\?section=notifications$/);
    const sections = page.getByRole('navigation', { name: 'Profile sections' });
    await expect(sections.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: /Maintenance is coming up/ })).toBeVisible();
    await sections.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByLabel('First name')).toBeVisible();

    await page.goto('/en/favorites');
    await expect(page).toHaveURL(/\/en\/profile\?section=favourites$/);
  });

  test('the modal shows a back header; back from the code step returns to the filled registration form', async ({ page }) => {
    const phone = newPhone();
    const started = new Date(Date.now() - 1000).toISOString();
    await page.goto('/en');
    await bottomPanel(page).getByRole('link', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByLabel('First name').fill('Ivan');
    await dialog.getByLabel('Last name').fill('Petrenko');
    await dialog.getByLabel('Phone number', { exact: true }).fill(phone.national);
    await dialog.getByLabel('E-mail').fill('ivan.petrenko@example.com');
    await dialog.getByRole('radio', { name: 'Installer' }).click();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();

    const codeDialog = page.getByRole('dialog', { name: 'Confirm your number' });
    await expect(codeDialog.getByRole('textbox').first()).toBeVisible();
    await codeSentAfter(phone.digits, started);
    // The narrow-screen header's back button (the first "Back" of the dialog).
    await codeDialog.getByRole('button', { name: 'Back' }).first().click();
    const form = page.getByRole('dialog');
    await expect(form.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByLabel('First name')).toHaveValue('Ivan');
    await expect(form.getByRole('radio', { name: 'Installer' })).toBeChecked();
  });
});
