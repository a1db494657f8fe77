import { expectNoSeriousA11yViolations } from './axe';
import { apiGet } from './catalog';
import { expect, test } from './fixtures';
import { article, expectedSeoLinks, localized, publicPages, seoLinksOf, serverRendered, shownOutline } from './public-pages';
import { expectLang, locales, notFoundTitle } from './support';

test.describe('public information pages', () => {
  publicPages.forEach(({ path, h1 }, i) => {
    // axe-core scans each page once per width, the locale rotating over the pages (the 375 px spec takes the next
    // one), so every locale is scanned on several pages and each page in two locales.
    const scanned = locales[i % locales.length];
    test(`${path} answers in uk, en and pl with one h1, one main, a canonical URL and hreflang alternates; axe-core in ${scanned.locale}`, async ({
      page,
      baseURL,
    }) => {
      // Each locale as the server renders it (what a crawler reads). Each one is also loaded, hydrated and laid out in
      // a browser by the 375 px spec (public-pages.mobile.spec.ts), whose fixture fails on React's and next-intl's errors.
      for (const { locale, prefix } of locales) {
        const url = localized(prefix, path);
        const { status, outline } = await serverRendered(page, url);
        expect(status, url).toBe(200);
        expect({ lang: outline.lang, h1: outline.h1, main: outline.main }, url).toEqual({ lang: locale, h1: [h1(locale)], main: 1 });
        expect(seoLinksOf(outline, baseURL!), url).toEqual(expectedSeoLinks(baseURL!, path, prefix));
      }

      // One locale in the browser, whole and hydrated: the same outline as shown, then axe-core.
      const url = localized(scanned.prefix, path);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expectLang(page, scanned.locale);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(h1(scanned.locale));
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect.poll(async () => seoLinksOf(await shownOutline(page), baseURL!)).toEqual(expectedSeoLinks(baseURL!, path, scanned.prefix));
      await expectNoSeriousA11yViolations(page);
    });
  });

  for (const { locale, prefix } of locales) {
    test(`${locale}: an unknown page and an unknown article are 404s that name the path`, async ({ page }) => {
      for (const path of [`${prefix}/company/history`, `${prefix}/news/no-such-article`]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expectLang(page, locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
        await expect(page).toHaveTitle(notFoundTitle[locale]);
      }
    });
  }

  test('/uk/company redirects to /company and /en/company/ to /en/company', async ({ page, request }) => {
    const uk = await request.get('/uk/company', { maxRedirects: 0 });
    expect([307, 308]).toContain(uk.status());
    expect(new URL(uk.headers().location, 'http://x').pathname).toBe('/company');
    await page.goto('/uk/company');
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicPages[1].h1('uk'));

    const slash = await request.get('/en/company/', { maxRedirects: 0 });
    expect(slash.status()).toBe(308);
    expect(new URL(slash.headers().location, 'http://x').pathname).toBe('/en/company');
  });

  test('the header language switch keeps the page', async ({ page }) => {
    await page.goto('/company');
    await page.getByRole('banner').getByRole('navigation', { name: 'Мова' }).getByRole('link', { name: 'en' }).click();
    await expect(page).toHaveURL(/\/en\/company$/);
    await expectLang(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the company');
    await page.goto(`/news/${article.slug}`);
    await page.getByRole('banner').getByRole('navigation', { name: 'Мова' }).getByRole('link', { name: 'en' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/news/${article.slug}$`));
  });

  test('the footer offers all three languages and they keep the page', async ({ page }) => {
    await page.goto('/en/buyer');
    const switcher = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
    await expect(switcher.getByRole('link')).toHaveText(['uk', 'en', 'pl']);
    await switcher.getByRole('link', { name: 'pl' }).click();
    await expect(page).toHaveURL(/\/pl\/buyer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jak wybrać klimatyzator lub pompę ciepła');
  });
});

test.describe('service points', () => {
  test('the city filter and the map markers narrow the list', async ({ page }) => {
    await page.goto('/en/place');
    const list = page.getByRole('region', { name: 'Addresses and opening hours' });
    const cards = list.getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(list.getByRole('status')).toHaveText('12 service points found');

    await list.getByLabel('City').selectOption({ label: 'Kyiv' });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Kyiv');
    await expect(page.getByRole('button', { name: 'Kyiv: 2 service points' })).toHaveAttribute('aria-pressed', 'true');

    const odesa = page.getByRole('button', { name: 'Odesa: 1 service point' });
    await odesa.click();
    await expect(odesa).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('120 Balkivska St, Odesa 65005');
    await expect(cards.first().getByRole('link', { name: '+380 48 737 22 40' })).toHaveAttribute('href', 'tel:+380487372240');
    await expect(list.getByLabel('City')).toHaveValue('Odesa');

    await odesa.click();
    await expect(odesa).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(12);
  });

  test('every city on the map is a keyboard-operable button', async ({ page }) => {
    await page.goto('/place');
    const markers = page.getByRole('group', { name: 'Карта сервісних пунктів' }).getByRole('button');
    await expect(markers).toHaveCount(11);
    await markers.filter({ hasText: 'Львів' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Адреси та графік роботи' }).getByRole('article')).toHaveCount(1);
  });
});

test.describe('buyer guide and news', () => {
  test('the table of contents links to the chapters', async ({ page }) => {
    await page.goto('/buyer');
    await page.getByRole('navigation', { name: 'Зміст' }).getByRole('link', { name: 'Рівень шуму' }).click();
    await expect(page).toHaveURL(/\/buyer#noise$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Рівень шуму' })).toBeInViewport();
  });

  test('the news list links every article of its first page, newest first, and an article links back', async ({ page }) => {
    await page.goto('/pl/news');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    // As many as the API publishes in Polish on the first page (the back-office's journey may have added one).
    const published = await apiGet<{ data: unknown[] }>('/web/news?lang=pl');
    await expect(titles).toHaveCount(published.data.length);
    const dates = await page
      .getByRole('main')
      .locator('article time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
    await titles.nth(2).getByRole('link').click();
    await expect(page).toHaveURL(/\/pl\/news\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Wszystkie aktualności/ })
      .click();
    await expect(page).toHaveURL(/\/pl\/news$/);
  });
});
