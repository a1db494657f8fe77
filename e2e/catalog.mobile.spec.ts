import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import type { CatalogList, ProductCard } from '../contracts/catalog';
import { apiGet, decodedQuery, escapeRegExp, tiles } from './catalog';

test.describe('catalogue at 375 px', () => {
  test('filters open in a dialog; the list stays one column wide of the screen', async ({ page }) => {
    const list = await apiGet<CatalogList>('/web/catalog/products?lang=pl');
    const filter = list.filters[0];
    const value = filter.values.find((v) => v.productsCount > 0 && v.productsCount < list.products.total)!;
    await page.goto('/pl/products');
    await expect(page.getByRole('complementary', { name: 'Filtry' })).toBeHidden();
    await page.getByRole('button', { name: 'Filtry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtry' });
    const section = dialog.locator('details').first();
    await section.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value.optionName)}(\\s|$)`) }).check();
    await section.getByRole('button', { name: 'Zastosuj' }).click();
    await expect.poll(() => decodedQuery(page)).toBe(`?filter[0][property]=${filter.propertyId}&filter[0][values][]=${value.valueId}`);
    await dialog.getByRole('button', { name: new RegExp(`Pokaż ${value.productsCount} produkt`) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtry (1)' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(Math.min(20, value.productsCount));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the search box of the mobile navigation lists hits and opens a product; no hits stay in the list', async ({ page }) => {
    await page.goto('/en');
    const box = page.getByTestId('mobile-nav').getByLabel('Search the catalogue');
    await box.fill('aurora');
    const option = page.getByRole('listbox').getByRole('option').first();
    await expect(option).toContainText('Aurora');
    await option.click();
    await expect(page).toHaveURL(/\/en\/products\/\d+$/);
    await expect(box).toHaveValue('');

    await box.fill('qqqzzzxxx');
    const nav = page.getByTestId('mobile-nav');
    await expect(nav.getByTestId('search-no-hits')).toHaveText('Nothing found for “qqqzzzxxx”');
    // The search's own status (the navigation also holds the offline mark's, empty while online).
    await expect(nav.getByRole('status').filter({ hasText: 'Nothing found' })).toHaveText('Nothing found for “qqqzzzxxx”');
    await expect(page).toHaveURL(/\/en\/products\/\d+$/);
    // The open combobox points to its list, hidden while there are no hits; the status around it stays readable.
    await expect(nav.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'the mobile search, nothing found');
  });

  test('live search hits show their whole names, so that hits of one series can be told apart', async ({ page }) => {
    await page.goto('/en');
    const box = page.getByTestId('mobile-nav').getByLabel('Search the catalogue');
    await box.fill('glacier');
    const options = page.getByRole('listbox').getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(options).toHaveCount(3);
    // Nothing of a name is cut off: every name fits its box.
    const cut = await options.evaluateAll((hits) =>
      hits
        .map((hit) => hit.querySelector(':scope > span:nth-of-type(2)')!)
        .filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight)
        .map((name) => name.textContent),
    );
    expect(cut).toEqual([]);
  });

  test('the product page fits the screen and keeps the price and favourite button in reach', async ({ page }) => {
    await page.goto('/en/products/5');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a client who adds a favourite on a phone finds it in the favourites section of the profile', { tag: '@demo-client' }, async ({ page }) => {
    const product = await apiGet<ProductCard>('/web/catalog/products/9?lang=en');
    await page.goto('/en/products/9');
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Phone number', { exact: true }).fill('500000001');
    await dialog.getByLabel('Password', { exact: true }).fill('demo12345');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    // /favorites is for wide screens: a phone gets the same list in the profile area.
    // Signing in keeps the page's language (ADR 0014).
    await expect(page).toHaveURL(/\/en\/profile\?section=favourites$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    await main.getByRole('button', { name: `Remove from favourites: ${product.name}` }).click();
    await expect(main.getByRole('heading', { level: 2, name: product.name })).toBeHidden();
  });
});
