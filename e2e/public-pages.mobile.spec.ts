import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { seedPages } from '../server/src/modules/info-pages/seed';
import { localized, publicPages, text } from './public-pages';
import { expectLang, locales } from './support';

test.describe('public pages at 375 px', () => {
  for (const { locale, prefix } of locales) {
    publicPages.forEach(({ path, h1 }, i) => {
      const url = localized(prefix, path);
      // axe-core once per page at this width, in the locale after the one the desktop spec scans (public-pages.spec.ts).
      const scan = locales[(i + 1) % locales.length].locale === locale;
      test(`${url}: mobile navigation instead of the desktop header, nothing wider than the screen${scan ? ', axe-core' : ''}`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expectLang(page, locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(locale));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('bottom-panel')).toBeVisible();
        await expect(page.getByTestId('mobile-nav')).toBeVisible();
        await expect(page.getByRole('navigation', { name: text[locale].shell.infoNav })).toBeHidden();
        await expect(page.getByRole('contentinfo')).toBeHidden();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        if (scan) await expectNoSeriousA11yViolations(page);
      });
    });

    test(`${locale}: the home page's group tiles break no word in the middle`, async ({ page }) => {
      await page.goto(localized(prefix, '/'));
      const names = page.locator('section[aria-labelledby="home-groups"] li a > span > span:first-child');
      await expect(names.first()).toBeVisible();
      // A word (split at spaces and hyphens) whose letters lie on more than one line was broken.
      const broken = await names.evaluateAll((spans) =>
        spans.flatMap((span) => {
          const text = span.firstChild as Text;
          return [...text.data.matchAll(/[^\s-]+/g)]
            .filter((word) => {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
            })
            .map((word) => word[0]);
        }),
      );
      expect(broken).toEqual([]);
    });

    test(`${locale}: the menu opens, lists the information pages and all languages, and follows a link`, async ({ page }) => {
      const shell = text[locale].shell;
      await page.goto(localized(prefix, '/'));
      await page.getByRole('button', { name: shell.menu }).click();
      const menu = page.getByRole('dialog', { name: shell.menu });
      await expect(menu.getByRole('navigation', { name: shell.infoNav })).toBeVisible();
      for (const key of ['company', 'contacts', 'place', 'buyer', 'news', 'privacy'] as const) {
        await expect(menu.getByRole('link', { name: shell.links[key] })).toBeVisible();
      }
      await expect(menu.getByRole('navigation', { name: shell.language }).getByRole('link')).toHaveText(['uk', 'en', 'pl']);
      await menu.getByRole('link', { name: shell.links.place }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/place$`));
      await expect(menu).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedPages.place[locale].title);
    });
  }

  test('the mobile menu language links keep the page', async ({ page }) => {
    await page.goto('/en/privacy');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'uk' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expectLang(page, 'uk');
  });

  test('the service points map and list work on a phone', async ({ page }) => {
    await page.goto('/place');
    await page.getByRole('button', { name: 'Харків: 1 сервісний пункт' }).click();
    await expect(page.getByRole('region', { name: 'Адреси та графік роботи' }).getByRole('article')).toHaveCount(1);
  });
});
