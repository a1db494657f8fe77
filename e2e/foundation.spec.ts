import { expect, test } from './fixtures';
import { expectLang, locales, notFoundTitle } from './support';

test.describe('locale routing', () => {
  for (const { locale, prefix } of locales) {
    test(`${locale}: the home page renders with <html lang="${locale}"> and sets no cookie`, async ({ page, context }) => {
      const response = await page.goto(prefix || '/');
      expect(response?.status()).toBe(200);
      await expectLang(page, locale);
      expect(await context.cookies()).toEqual([]);
    });

    test(`${locale}: an unknown route is a 404 that names the path`, async ({ page }) => {
      const path = `${prefix}/no-such-page/at-all`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectLang(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
      await expect(page).toHaveTitle(notFoundTitle[locale]);
      await page
        .getByRole('main')
        .getByRole('link', { name: /на головну|go home|strona główna/i })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`));
    });
  }

  test('/uk/... redirects to the unprefixed path and a trailing slash is removed permanently', async ({ request }) => {
    const uk = await request.get('/uk/company', { maxRedirects: 0 });
    expect([307, 308]).toContain(uk.status());
    expect(new URL(uk.headers().location, 'http://x').pathname).toBe('/company');
    const slash = await request.get('/en/company/', { maxRedirects: 0 });
    expect(slash.status()).toBe(308);
    expect(new URL(slash.headers().location, 'http://x').pathname).toBe('/en/company');
  });

  test('browser language is not detected: an English browser still gets Ukrainian at /', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expectLang(page, 'uk');
    await context.close();
  });

  test('the language switch keeps the page and its query', async ({ page }) => {
    await page.goto('/company?from=test');
    await page.getByRole('banner').getByRole('navigation', { name: 'Мова' }).getByRole('link', { name: 'en' }).click();
    await expect(page).toHaveURL(/\/en\/company\?from=test$/);
    await expectLang(page, 'en');
    await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'uk' }).click();
    await expect(page).toHaveURL(/\/company\?from=test$/);
    await expectLang(page, 'uk');
  });
});

test.describe('modal system', () => {
  const favourites = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Favourites' });
  const openDialog = async (page: import('@playwright/test').Page) => {
    // A guest asking for favourites gets the sign-in window - a modal of the shared system.
    await favourites(page).focus();
    await page.keyboard.press('Enter');
    // The dialog element itself has no box (its panel is fixed-positioned): check the panel's content.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    return dialog;
  };

  test.beforeEach(async ({ page }) => {
    await page.goto('/en');
  });

  test('closes on Escape and returns focus', async ({ page }) => {
    const dialog = await openDialog(page);
    await expect(dialog).toHaveAccessibleName(/.+/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/en$/);
    await expect(favourites(page)).toBeFocused();
  });

  test('closes on a backdrop click', async ({ page }) => {
    const dialog = await openDialog(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
  });

  test('closes on the close button', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('keeps focus inside while open', async ({ page }) => {
    const dialog = await openDialog(page);
    // The content appears after 300 ms (spec); until then the close button is the only stop.
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});

test('the footer shows contacts and real QR codes for the app stores', async ({ page }) => {
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '+380 44 390 55 00' })).toBeVisible();
  const qr = footer.getByRole('img', { name: /QR code to download from App Store/ });
  await expect(qr).toBeVisible();
  expect(await qr.locator('svg path').count()).toBeGreaterThan(1);
});

test('the web app reports its build for the hourly update check', async ({ request }) => {
  const res = await request.get('/version');
  expect(res.status()).toBe(200);
  expect((await res.json()).buildId).toMatch(/\w+/);
});
