import { createTranslator } from 'use-intl/core';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import type { CatalogGroup, CatalogList, CatalogSearch, ProductCard } from '../contracts/catalog';
import { INPUT_DEBOUNCE_MS } from '../lib/constants';
import { apiGet, decodedQuery, escapeRegExp, grid, messages, priceValue, tiles } from './catalog';
import { expectLang, locales, notFoundTitle } from './support';

test.describe('catalogue', () => {
  for (const { locale, prefix } of locales) {
    test(`${locale}: a guest pages, scrolls, sorts and filters the list and opens a product`, async ({ page }) => {
      const t = messages[locale];
      const pageName = (n: number) => createTranslator({ locale, messages: t, namespace: 'pagination' })('page', { page: n });
      const list = await apiGet<CatalogList>(`/web/catalog/products?lang=${locale}`);

      await page.goto(`${prefix}/products`);
      await expectLang(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title);
      await expect(tiles(page)).toHaveCount(20);
      await expect(tiles(page).first().getByRole('heading')).toHaveText(list.products.data[0].name);
      // Names of one series differ at their end: each tile also shows the model's article number.
      await expect(tiles(page).first()).toContainText(`${list.products.data[0].series} · ${list.products.data[0].sku}`);

      // The paging control links to every page; page 2 comes from the server.
      const pager = page.getByRole('navigation', { name: t.catalog.pages, exact: true });
      await pager.getByRole('link', { name: pageName(2), exact: true }).click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      const second = await apiGet<CatalogList>(`/web/catalog/products?lang=${locale}&page=2`);
      await expect(tiles(page).first().getByRole('heading')).toHaveText(second.products.data[0].name);

      // Reaching the end of the list appends the next page(s); the paging control marks the last one loaded.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await expect.poll(() => tiles(page).count()).toBeGreaterThanOrEqual(40);
      await expect(page.getByText(t.catalog.loadingMore)).toHaveCount(0);
      const loaded = await tiles(page).count();
      expect(loaded % 20).toBe(0);
      await expect(pager.getByRole('link', { name: pageName(1 + loaded / 20), exact: true })).toHaveAttribute('aria-current', 'page');

      // Sorting starts again at page 1.
      await page.getByLabel(t.catalog.sort.label).selectOption('price-asc');
      await expect.poll(() => decodedQuery(page)).toBe('?sort[price]=asc');
      const cheapest = await apiGet<CatalogList>(`/web/catalog/products?lang=${locale}&sort[price]=asc`);
      await expect(tiles(page).first().getByRole('heading')).toHaveText(cheapest.products.data[0].name);
      const prices = (await grid(page).getByTestId('price').allTextContents()).map(priceValue);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      // A filter value applied from the panel: the count it promised is the new total.
      const filter = list.filters[0];
      const value = filter.values.find((v) => v.productsCount > 0 && v.productsCount < list.products.total)!;
      const panel = page.getByRole('complementary', { name: t.catalog.filters.title });
      const section = panel.locator('details').first();
      await expect(section.getByRole('button', { name: t.catalog.filters.apply })).toBeDisabled();
      await section.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value.optionName)}(\\s|$)`) }).check();
      await section.getByRole('button', { name: t.catalog.filters.apply }).click();
      await expect.poll(() => decodedQuery(page)).toBe(`?sort[price]=asc&filter[0][property]=${filter.propertyId}&filter[0][values][]=${value.valueId}`);
      await expect(page.getByTestId('products-total')).toContainText(String(value.productsCount));
      await expect(tiles(page)).toHaveCount(Math.min(20, value.productsCount));

      // Removing the chip clears the filter again.
      await page.getByRole('button', { name: t.catalog.filters.remove.replace('{name}', value.optionName) }).click();
      await expect.poll(() => decodedQuery(page)).toBe('?sort[price]=asc');

      // A tile opens its product in the app, without reloading the page.
      const first = tiles(page).first();
      const name = await first.getByRole('heading').textContent();
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await first.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/products/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      await expect(page.getByRole('main').getByTestId('price').first()).toBeVisible();
    });
  }

  test('changing a filter on page 3 goes back to page 1, and an empty result says so', async ({ page }) => {
    const list = await apiGet<CatalogList>('/web/catalog/products?lang=en');
    await page.goto('/en/products?page=3');
    const filter = list.filters[0];
    const section = page.getByRole('complementary', { name: 'Filters' }).locator('details').first();
    await section.getByRole('checkbox').first().check();
    await section.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => decodedQuery(page)).toMatch(new RegExp(`^\\?filter\\[0\\]\\[property\\]=${filter.propertyId}&`));

    await page.goto('/en/products?search=nosuchproductatall');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/en/products');
  });

  test('the product page: gallery by keyboard, tabs, documents and the video dialog', async ({ page }) => {
    const product = await apiGet<ProductCard>('/web/catalog/products/5?lang=en');
    await page.goto('/en/products/5');
    const gallery = page.getByRole('region', { name: `Photos: ${product.name}` });
    await expect(gallery.getByRole('img', { name: `${product.name}, photo 1 of ${product.photos.length}` })).toBeVisible();
    await gallery.getByRole('button', { name: `Show photo 1 of ${product.photos.length}` }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('img', { name: `${product.name}, photo 2 of ${product.photos.length}` })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Product details' });
    await expect(tabs.getByRole('tab')).toHaveText([...product.tabs.map((t) => t.title), 'Units', 'Documents', 'Videos']);
    const documents = tabs.getByRole('tab', { name: 'Documents' });
    // The tabs answer once their script has run, which a busy host delays past the gallery's: click until one is chosen.
    await expect(async () => {
      await documents.click();
      await expect(documents).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
    const file = product.additionalFiles[0];
    await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(file.name)) })).toHaveAttribute('href', file.url);

    await tabs.getByRole('tab', { name: 'Videos' }).click();
    await page.getByRole('button', { name: new RegExp(escapeRegExp(product.videos[0].title)) }).click();
    const dialog = page.getByRole('dialog', { name: product.videos[0].title });
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('unknown and malformed product ids, unknown groups and invalid list URLs are 404s', async ({ page, request }) => {
    for (const path of [
      '/products/999999',
      '/en/products/abc',
      '/pl/products/0',
      '/products/12abc',
      '/products/99999999999',
      '/products?groupId=999',
      '/en/products?page=0',
      '/products?sort[colour]=asc',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    await page.goto('/en/products/abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /en/products/abc');
    await expect(page).toHaveTitle(notFoundTitle.en);
    await page.goto('/products/999999');
    await expect(page).toHaveTitle(notFoundTitle.uk);
  });

  test('a list is rendered once per state: later requests, in any spelling, come from the caches', async ({ request }) => {
    const first = await request.get('/en/products?sort[price]=desc&page=2');
    expect(first.status()).toBe(200);
    const again = await request.get('/en/products?sort[price]=desc&page=2');
    expect(again.headers()['x-page-cache']).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    // Another spelling of the same state is the same page of Next's cache (the page cache keys by URL).
    const respelled = await request.get('/en/products?page=2&sort[price]=desc&perPage=20');
    expect(respelled.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    // The internal address is not a second copy: it redirects to the public one.
    const internal = await request.get('/en/catalog-list/all', { maxRedirects: 0 });
    expect(internal.status()).toBe(308);
    expect(internal.headers().location).toMatch(/\/en\/products$/);
  });

  test('nobody but the web server can expire the cached catalogue pages', async ({ request }) => {
    expect((await request.get('/en/products?sort[price]=asc&page=3')).status()).toBe(200);
    for (const authorization of [undefined, 'Bearer guess', '']) {
      const res = await request.post('/internal/changed/catalog', { headers: authorization === undefined ? {} : { authorization } });
      expect(res.status(), `authorization: ${authorization}`).toBe(404);
    }
    // Another spelling passes the page cache: Next still has its rendered copy (ADR 0011).
    expect((await request.get('/en/products?page=3&sort[price]=asc')).headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('the product page HTML, fetched without JavaScript, holds the name, the price and the structured data', async ({ request, baseURL }) => {
    for (const { locale, prefix } of locales) {
      const product = await apiGet<ProductCard>(`/web/catalog/products/5?lang=${locale}`);
      const res = await request.get(`${prefix}/products/5`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(product.name);
      const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'UAH', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(
        product.price,
      );
      expect(html).toContain(price);
      const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
      const item = data.find((d) => d['@type'] === 'Product');
      expect(item).toMatchObject({
        name: product.name,
        sku: product.sku,
        offers: {
          '@type': 'Offer',
          price: product.price,
          priceCurrency: 'UAH',
          availability: 'https://schema.org/InStock',
          url: `${baseURL}${prefix}/products/5`,
        },
      });
      expect(data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement.at(-1)).toMatchObject({ name: product.name });
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${prefix}/products/5"/>`);
      for (const [lang, p] of [
        ['uk', ''],
        ['en', '/en'],
        ['pl', '/pl'],
        ['x-default', ''],
      ]) {
        expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${baseURL}${p}/products/5"/>`);
      }
      expect(html).toContain(`<meta property="og:image" content="${product.photos[0]}"/>`);
    }
  });

  test('every script a catalogue page starts with carries the compile hint', async ({ request }) => {
    for (const path of ['/', '/en/products', '/pl/products/5']) {
      const html = await (await request.get(path)).text();
      // The noModule polyfills are never run by browsers that read the hint.
      const scripts = [...html.matchAll(/<script src="([^"]+)" async="">/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(3);
      for (const src of scripts) expect((await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
    }
  });

  test('sitemap.xml lists every product in every locale with alternates; robots.txt keeps out the signed-in areas', async ({ request, baseURL }) => {
    const list = await apiGet<CatalogList>('/web/catalog/products?perPage=1');
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.filter((loc) => /\/products\/\d+$/.test(loc))).toHaveLength(list.products.total * 3);
    for (const prefix of ['', '/en', '/pl']) {
      expect(locs).toContain(`${baseURL}${prefix}/products/5`);
      expect(locs).toContain(`${baseURL}${prefix}/products`);
      expect(locs).toContain(`${baseURL}${prefix}/news/heating-season-check`);
    }
    expect(xml).toContain(`hreflang="pl" href="${baseURL}/pl/products/5"`);
    expect(locs.some((loc) => loc.includes('/search'))).toBe(false);

    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/favorites', '/en/profile', '/session']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('header catalogue dropdown', () => {
  test("lists the groups with icons and counts and leads to a group's list", async ({ page }) => {
    const groups = await apiGet<CatalogGroup[]>('/web/catalog/groups?lang=pl');
    // The groups arrive only once the dropdown is open: its first opening, while they load.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/web/catalog/groups'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/pl/company');
    await page.getByRole('banner').getByRole('button', { name: 'Katalog' }).click();
    const menu = page.getByRole('navigation', { name: 'Grupy produktów' });
    await expect(menu.getByRole('status')).toHaveText(messages.pl.catalog.menu.loading);
    release();
    await expect(menu.getByRole('link')).toHaveCount(groups.length + 1);
    await expectNoSeriousA11yViolations(page, 'the catalogue dropdown, first opened while its groups loaded');
    const group = groups[1];
    await menu.getByRole('link', { name: new RegExp(`^${escapeRegExp(group.name)} ${group.productsCount}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/pl/products\\?groupId=${group.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.name);
    await expect(menu).toBeHidden();
  });
});

test.describe('header search', () => {
  test('finds a product by a lower-case partial name with a typo, by keyboard, and clears on leaving', async ({ page }) => {
    const hits = await apiGet<CatalogSearch>('/web/catalog/search?lang=en&search=auror&productsCount=3&productsInGroupsCount=3');
    await page.goto('/en');
    const box = page.getByRole('banner').getByLabel('Search the catalogue');
    // Focus opens the combobox before anything is typed: it points to its list, hidden while empty.
    await box.focus();
    const combobox = page.getByRole('banner').getByRole('combobox', { name: 'Search the catalogue' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'the header search, focused');
    await box.fill('auroa');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toContainText('Aurora');
    expect(await options.count()).toBeLessThanOrEqual(3 + 3 + 1);

    // The typed text is highlighted (a correctly spelled prefix this time).
    await box.fill('auror');
    await expect(page.getByRole('listbox').locator('mark').first()).toHaveText('Auror');
    await expect(options.first()).toHaveText(new RegExp(escapeRegExp(hits.products[0].name)));

    // Escape closes the list and keeps the text; the arrow keys open it again and move through the hits,
    // which a screen reader follows through aria-activedescendant.
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('auror');
    await box.press('ArrowDown');
    const active = page.getByRole('listbox').locator('[data-focus]');
    await expect(active).toHaveCount(1);
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
    await expectNoSeriousA11yViolations(page, 'the header search, a hit moved onto');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aurora');
    await expect(box).toHaveValue('');
  });

  test('Enter with hits listed but none moved onto opens /search, not the first hit', async ({ page }) => {
    await page.goto('/en/company');
    const box = page.getByRole('banner').getByLabel('Search the catalogue');
    await box.fill('auror');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Aurora');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?search=auror$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “auror”');
  });

  test('Enter without a chosen hit and a search without hits open /search; blank text calls nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/web/catalog/search')) calls.push(r.url());
    });
    await page.clock.install();
    await page.goto('/en/company');
    const box = page.getByRole('banner').getByLabel('Search the catalogue');
    await box.fill('   ');
    // The live search has taken the box over; the page's clock then runs past its debounce.
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search the catalogue' })).toHaveValue('   ');
    await page.clock.runFor(INPUT_DEBOUNCE_MS + 100);

    await box.fill('heat pump');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?search=heat\+pump$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “heat pump”');
    // Whatever the blank text had asked for would have been sent by now.
    expect(calls.filter((url) => !new URL(url).searchParams.get('search')?.trim())).toEqual([]);
    const group = page.getByRole('link', { name: /Air-to-water heat pumps/ });
    await expect(group).toHaveAttribute('href', /\/en\/products\?search=heat\+pump&groupId=\d+$/);

    await box.fill('qqqzzzxxx');
    await expect(page).toHaveURL(/\/en\/search\?search=qqqzzzxxx$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “qqqzzzxxx”');
    await expect(page.getByRole('main').getByText('Nothing found for “qqqzzzxxx”')).toBeVisible();

    // Clearing the text closes the list.
    await box.fill('auror');
    await expect(page.getByRole('listbox')).toBeVisible();
    await box.fill('');
    await expect(page.getByRole('listbox')).toBeHidden();
  });
});

test.describe('favourites', () => {
  test(
    'a client signs in from the favourite button, finds the product on /favorites, removes it and adds it again',
    { tag: '@demo-client' },
    async ({ page }) => {
      const product = await apiGet<ProductCard>('/web/catalog/products/7?lang=en');
      await page.goto('/en/products/7');
      await page.getByRole('button', { name: 'Add to favourites' }).click();

      // A guest is asked to sign in; the product is added once they are.
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Phone number', { exact: true }).fill('500000001');
      await dialog.getByLabel('Password', { exact: true }).fill('demo12345');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      // Signing in keeps the page's language (ADR 0014).
      await expect(page).toHaveURL(/\/en\/favorites$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: product.name })).toBeVisible();

      await main.getByRole('button', { name: `Remove from favourites: ${product.name}` }).click();
      await expect(main.getByText('No favourites yet')).toBeVisible();

      await page.goto('/en/products/7');
      await page.getByRole('button', { name: 'Add to favourites' }).click();
      await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
      // A reload keeps the session (cookies) and the favourite (API).
      await page.goto('/en/favorites');
      await expect(main.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
      await page.goto('/en/products/7');
      await page.getByRole('button', { name: 'Remove from favourites' }).click();
      await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
    },
  );
});
