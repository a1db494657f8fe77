import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogGroupSchema,
  catalogListSchema,
  catalogRoutes,
  versionSchema,
  productCardSchema,
  type CatalogGroup,
  type CallInput,
  type CatalogList,
  type ProductCard,
} from '../../contracts';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Storage URLs carry the configured public base; fetch them from the test server instead. */
const fetchMedia = (url: string) => fetch(`${server.url}${new URL(url).pathname}`);

type ListQuery = CallInput<typeof catalogRoutes.products>['query'];
const list = async (query: ListQuery) => {
  const res = await server.call(catalogRoutes.products, { query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return catalogListSchema.parse(res.data) as CatalogList;
};

describe('GET /web/catalog/groups', () => {
  it('lists the eight groups with icons and counts that add up to the catalogue', async () => {
    const res = await server.call(catalogRoutes.groups, { query: { lang: 'en' } });
    expect(res.status).toBe(200);
    const groups = res.data.map((g) => catalogGroupSchema.parse(g)) as CatalogGroup[];
    expect(groups.map((g) => g.slug)).toEqual([
      'wall-split',
      'multi-split',
      'cassette',
      'duct',
      'floor-ceiling',
      'heat-pump-air-water',
      'heat-pump-air-air',
      'accessories',
    ]);
    expect(groups[0].name).toBe('Wall-mounted split systems');
    const all = await list({ perPage: 1 });
    expect(all.products.total).toBeGreaterThanOrEqual(300);
    expect(groups.reduce((sum, g) => sum + g.productsCount, 0)).toBe(all.products.total);
    for (const g of groups) expect((await list({ groupId: g.id, perPage: 1 })).products.total).toBe(g.productsCount);

    const icon = await fetchMedia(groups[0].icon);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
  });

  it('names the groups in each language', async () => {
    const names = await Promise.all(['uk', 'en', 'pl'].map(async (lang) => (await server.call(catalogRoutes.groups, { query: { lang } })).data[2].name));
    expect(names).toEqual(['Касетні кондиціонери', 'Cassette air conditioners', 'Klimatyzatory kasetonowe']);
  });
});

describe('GET /web/catalog/products: paging and sorting', () => {
  it('pages by 20 by default, sorted by name ascending in the language of the request', async () => {
    const first = await list({ lang: 'uk' });
    expect(first.products.perPage).toBe(20);
    expect(first.products.currentPage).toBe(1);
    expect(first.products.data).toHaveLength(20);
    expect(first.products).toMatchObject({ from: 1, to: 20, lastPage: Math.ceil(first.products.total / 20) });
    expect(first.breadCrumbs).toEqual([{ name: 'Каталог', groupId: null }]);
    expect(first.title).toBe('Каталог');

    const collator = new Intl.Collator('uk', { numeric: true, sensitivity: 'base' });
    const everything = await list({ lang: 'uk', perPage: 100, page: 1 });
    const names = [everything, ...(await Promise.all([2, 3, 4].map((page) => list({ lang: 'uk', perPage: 100, page }))))]
      .flatMap((l) => l.products.data)
      .map((p) => p.name);
    expect(names).toHaveLength(first.products.total);
    for (let i = 1; i < names.length; i++) expect(collator.compare(names[i - 1], names[i])).toBeLessThanOrEqual(0);
    expect(names.slice(0, 20)).toEqual(first.products.data.map((p) => p.name));
  });

  it('walks every page exactly once: no product repeats or goes missing', async () => {
    const first = await list({ groupId: 1, sort: { price: 'asc' }, perPage: 7 });
    const pages = await Promise.all(
      Array.from({ length: first.products.lastPage }, (_, i) => list({ groupId: 1, sort: { price: 'asc' }, perPage: 7, page: i + 1 })),
    );
    const ids = pages.flatMap((p) => p.products.data.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(first.products.total);
    const prices = pages.flatMap((p) => p.products.data.map((x) => x.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const last = pages.at(-1)!.products;
    expect(last.to).toBe(last.total);
  });

  it('sorts by price descending, ties by name', async () => {
    const page = await list({ lang: 'en', sort: { price: 'desc' }, perPage: 100 });
    const items = page.products.data;
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    for (let i = 1; i < items.length; i++) {
      expect(items[i - 1].price).toBeGreaterThanOrEqual(items[i].price);
      if (items[i - 1].price === items[i].price) expect(collator.compare(items[i - 1].name, items[i].name)).toBeLessThanOrEqual(0);
    }
    const desc = await list({ lang: 'en', sort: { name: 'desc' }, perPage: 5 });
    const asc = await list({ lang: 'en', sort: { name: 'asc' }, perPage: 5, page: Math.ceil(desc.products.total / 5) });
    expect(desc.products.data[0].id).toBe(asc.products.data.at(-1)!.id);
  });

  it('gives an empty page past the end, with the real total', async () => {
    const past = await list({ page: 999 });
    expect(past.products.data).toEqual([]);
    expect(past.products).toMatchObject({ from: null, to: null, currentPage: 999 });
    expect(past.products.total).toBeGreaterThan(0);
  });

  it('describes the group in the breadcrumbs and title, and links pages', async () => {
    const page = await list({ lang: 'pl', groupId: 3 });
    expect(page.title).toBe('Klimatyzatory kasetonowe');
    expect(page.breadCrumbs).toEqual([
      { name: 'Katalog', groupId: null },
      { name: 'Klimatyzatory kasetonowe', groupId: 3 },
    ]);
    expect(page.products.data.every((p) => p.groupId === 3 && p.kind === 'LCAC')).toBe(true);
    expect(page.products.links[0]).toMatchObject({ label: '1', active: true });
    expect(page.products.links[0].url).toContain('groupId=3');
  });

  it('tiles carry price in UAH, a photo that loads, specs, and inFavorites false for guests', async () => {
    const page = await list({ groupId: 1, perPage: 3 });
    const item = page.products.data[0];
    expect(item).toMatchObject({ currency: 'UAH', inFavorites: false, kind: 'RAC' });
    expect(item.coolingKw).toBeGreaterThan(0);
    expect(item.area).toBeGreaterThan(0);
    expect(item.energyClass).toMatch(/^A/);
    const photo = await fetchMedia(item.photo);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('a guest list may be cached publicly; signed-in requests never are', async () => {
    const guest = await server.call(catalogRoutes.products, { query: { perPage: 2 } });
    expect(guest.headers.get('cache-control')).toBe('public, max-age=60');
    expect(guest.headers.get('vary')).toContain('authorization');
    const withToken = await server.call(catalogRoutes.products, { query: { perPage: 2 }, token: 'not-a-valid-token' });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('cache-control')).toBe('private, no-store');
    expect(withToken.data.products.data.every((p) => !p.inFavorites)).toBe(true);
  });
});

describe('GET /web/catalog/products: bad queries are 4xx, never 500', () => {
  // Filters go as index-keyed objects (`filter[0][property]=1`), as the web sends them (features/catalog/query.ts).
  it.each<[ListQuery, string]>([
    [{ perPage: 101 }, 'perPage'],
    [{ perPage: 0 }, 'perPage'],
    [{ page: 0 }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ groupId: 'abc' }, 'groupId'],
    [{ sort: { name: 'up' } }, 'sort'],
    [{ sort: { colour: 'asc' } }, 'sort'],
    [{ filter: { 0: { property: 'x', values: [1] } } }, 'filter'],
    [{ filter: { 0: { property: 1 } } }, 'filter'],
    [{ search: 'x'.repeat(10_000) }, 'search'],
    // Deeper than qs depth 5: the rest stays one literal key and fails validation.
    [{ filter: { 0: { values: { 0: { a: { b: { c: { d: 1 } } } } }, property: 1 } } }, 'filter'],
    // Past the qs array limit of 20 indexes become object keys: not a list.
    [{ filter: { 25: { property: 1, values: [1] } } }, 'filter'],
  ])('%o → 422 on %s', async (query, field) => {
    const res = await server.call(catalogRoutes.products, { query });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toContain(field);
    expect(res.error.message).toBeTruthy();
  });

  it('an unknown group is a 404', async () => {
    const res = await server.call(catalogRoutes.products, { query: { groupId: 999999, lang: 'en' } });
    expect(res.status).toBe(404);
    expect(res.error.message).toBe('Record not found');
  });

  it('a filter value of another property, or a removed one, selects nothing', async () => {
    const all = await list({ perPage: 1 });
    const { filters } = all;
    const [a, b] = filters;
    const mismatched = await list({ perPage: 1, filter: { 0: { property: a.propertyId, values: [b.values[0].valueId] } } });
    expect(mismatched.products.total).toBe(all.products.total);
    const gone = await list({ perPage: 1, filter: { 0: { property: a.propertyId, values: [2147483647] } } });
    expect(gone.products.total).toBe(all.products.total);
    expect(gone.filters.flatMap((f) => f.values).some((v) => v.selected)).toBe(false);
  });
});

describe('GET /web/catalog/products/{id}', () => {
  const card = async (id: number, lang?: string) => {
    const res = await server.call(catalogRoutes.product, { params: { id }, query: { lang } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return productCardSchema.parse(res.data) as ProductCard;
  };

  it('returns the full card: texts in the language, media, blocks, files, installation fields empty', async () => {
    const [item] = (await list({ groupId: 1, perPage: 1 })).products.data;
    const uk = await card(item.id, 'uk');
    const en = await card(item.id, 'en');
    const pl = await card(item.id, 'pl');
    expect(new Set([uk.name, en.name, pl.name]).size).toBe(3);
    expect(en.name).toContain('wall-mounted air conditioner');
    expect(pl.name).toContain('Klimatyzator ścienny');
    expect(en.tabs.map((t) => t.title)).toEqual(['Description', 'Specifications', 'Installation notes']);
    expect(uk.tabs.map((t) => t.title)).toEqual(['Опис', 'Характеристики', 'Монтаж']);
    for (const c of [uk, en, pl]) {
      expect(c.tabs.every((t) => t.content.length > 40 && !/<[a-z]/i.test(t.content))).toBe(true);
      expect(c.description.length).toBeGreaterThan(100);
    }
    expect(en.features).toContainEqual({ name: 'Refrigerant', value: expect.stringMatching(/^R(32|290|410A)$/) });
    expect(en).toMatchObject({
      id: item.id,
      price: item.price,
      currency: 'UAH',
      archived: false,
      inFavorites: false,
      guaranteeExpiredAt: null,
      preventedAt: null,
      dangerMessage: null,
      warnings: [],
      canAddPrevention: false,
      group: { id: 1, slug: 'wall-split', name: 'Wall-mounted split systems' },
    });
    expect(en.guaranteeYears).toBeGreaterThanOrEqual(2);
    expect(en.blocks.map((b) => b.type)).toEqual(['indoor', 'outdoor']);
    expect(en.colors[0]).toMatchObject({ hex: expect.stringMatching(/^#[0-9A-F]{6}$/i) });
    expect(en.photos.length).toBeGreaterThanOrEqual(2);
    expect(en.photos.length).toBeLessThanOrEqual(4);
    for (const url of en.photos) expect((await fetchMedia(url)).status).toBe(200);

    const [file] = en.additionalFiles;
    expect(file.name).toMatch(/datasheet \(PDF\)$/);
    const pdf = await fetchMedia(file.url);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(file.size);
    expect(bytes.toString('latin1')).toMatch(/%%EOF\n$/);
  });

  it('has videos as embeddable links on the series that have them', async () => {
    const ids = (await list({ groupId: 1, perPage: 100 })).products.data.map((p) => p.id);
    const cards = await Promise.all(ids.slice(0, 40).map((id) => card(id, 'en')));
    const videos = cards.flatMap((c) => c.videos);
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      expect(v.url).toMatch(v.type === 'youtube' ? /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/ : /^https:\/\/vimeo\.com\/\d+$/);
      expect(v.title).toBeTruthy();
    }
  });

  it('validates installationId; a guest sees no installation (404; the installation view is tests/api/warranty.test.ts)', async () => {
    const [item] = (await list({ perPage: 1 })).products.data;
    expect((await server.call(catalogRoutes.product, { params: { id: item.id }, query: { installationId: 12 } })).status).toBe(404);
    const bad = await server.call(catalogRoutes.product, { params: { id: item.id }, query: { installationId: 'abc' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors)).toEqual(['installationId']);
  });

  it('404 for an unknown id, 422 for a malformed one', async () => {
    const product = (id: unknown) => server.call(catalogRoutes.product, { params: { id } });
    expect((await product(2147483647)).status).toBe(404);
    expect((await product(0)).status).toBe(422);
    expect((await product('1e99')).status).toBe(422);
    expect((await product("1' or 1=1")).status).toBe(422);
  });
});

describe('GET /web/catalog/version', () => {
  it('answers a version that stays put while nothing changes, and is not cached', async () => {
    const a = await server.call(catalogRoutes.version);
    const b = await server.call(catalogRoutes.version);
    expect(a.status).toBe(200);
    expect(versionSchema.parse(a.data).version).toMatch(/^\d+$/);
    expect(b.data.version).toBe(a.data.version);
    expect(a.headers.get('cache-control')).toBe('no-cache');
  });

  it('is documented in the OpenAPI document with the other catalogue paths', async () => {
    // The OpenAPI document is no contract route.
    const doc = await server.request('/docs/json');
    const paths = Object.keys(doc.body.paths);
    for (const p of [
      '/web/catalog/version',
      '/web/catalog/groups',
      '/web/catalog/products',
      '/web/catalog/products/{id}',
      '/web/catalog/search',
      '/web/catalog/favorites/products',
      '/web/catalog/favorites/products/{id}',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
