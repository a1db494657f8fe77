import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { codeSentAfter, demo, DEMO_PASSWORD, fillSignIn, newPhone, profileLanguage, texts } from './accounts';
import { signInAs } from './installations';

const bottomPanel = (page: Page) => page.getByTestId('bottom-panel');

async function signInFromProfileTab(page: Page, national: string) {
  await page.goto('/en');
  await bottomPanel(page).getByRole('link', { name: 'Profile' }).click();
  await fillSignIn(page.getByRole('dialog'), 'en', national, DEMO_PASSWORD);
  // Signing in keeps the page's language (the demo profiles start in Ukrainian) and saves it to the profile.
  await expect(page).toHaveURL(/\/en\/profile$/);
  expect(await profileLanguage(page)).toBe('en');
}

test.describe('accounts at 375 px', () => {
  test('a guest tapping Profile signs in and lands on /profile, which carries the account links and sign-out', async ({ page }) => {
    await signInFromProfileTab(page, demo.INSTALLER.national);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByText('Installer')).toBeVisible();
    await expect(account.getByRole('link', { name: 'Calendar' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
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
    // The demo client's newest notifications depend on the day (maintenance reminders): any of them will do.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
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

  test('a dealer has no Chats in the bottom panel nor the profile area, and /chats is refused with the access-denied popup (pl)', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, demo.DEALER.national);
    await page.goto('/pl/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Sekcje profilu' });
    await expect(sections.getByRole('link', { name: 'Montaże' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Zgłoszenia' })).toHaveCount(0);
    await expect(bottomPanel(page).getByRole('link')).toHaveText(['Katalog', 'Montaże', 'Profil']);
    await page.goto('/pl/profile?section=appeals');
    await expect(page.getByLabel('Imię')).toBeVisible();
    await page.goto('/pl/chats');
    await expect(page).toHaveURL(/\/pl$/);
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(texts.pl.denied);
  });

  // The longest of the three texts (en); the desktop journey checks the refusal in every language.
  test('a client opening /installations/new gets the access-denied popup, whole on the screen (en)', async ({ page, baseURL }) => {
    await signInAs(page, baseURL!, demo.USER.national);
    await page.goto('/en/installations/new');
    await expect(page).toHaveURL(/\/en$/);
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('alert')).toHaveText(texts.en.denied);
    await expect(popup.getByRole('alert')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
