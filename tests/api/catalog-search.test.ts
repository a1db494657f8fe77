import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRoutes, catalogSearchSchema, type CallInput, type CatalogSearch } from '../../contracts';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const search = async (text: string, extra: CallInput<typeof catalogRoutes.search>['query'] = {}) => {
  const res = await server.call(catalogRoutes.search, { query: { search: text, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return catalogSearchSchema.parse(res.data) as CatalogSearch;
};
const hits = (r: CatalogSearch) => r.productsInGroups.reduce((sum, g) => sum + g.productsCount, 0);
const listTotal = async (text: string) => (await server.call(catalogRoutes.products, { query: { perPage: 1, search: text } })).data.products.total;
const card = async (id: number) => (await server.call(catalogRoutes.product, { params: { id } })).data;

describe('GET /web/catalog/search', () => {
  it('answers 3 products and 3 groups by default, 5 and 5 on request', async () => {
    const defaults = await search('кондиціонер');
    expect(defaults.products).toHaveLength(3);
    expect(defaults.productsInGroups).toHaveLength(3);
    const installation = await search('кондиціонер', { productsCount: 5, productsInGroupsCount: 5 });
    expect(installation.products).toHaveLength(5);
    expect(installation.productsInGroups).toHaveLength(5);
    expect(installation.productsInGroups[0]).toMatchObject({ search: 'кондиціонер' });
    const counts = installation.productsInGroups.map((g) => g.productsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('group hits lead to a list with the same products: counts agree with the catalogue list', async () => {
    const r = await search('nordic', { productsInGroupsCount: 20 });
    expect(r.productsInGroups.length).toBeGreaterThan(0);
    expect(hits(r)).toBe(await listTotal('nordic'));
    for (const g of r.productsInGroups) {
      const res = await server.call(catalogRoutes.products, { query: { perPage: 1, groupId: g.id, search: g.search } });
      expect(res.data.products.total).toBe(g.productsCount);
    }
  });

  it('is case-insensitive', async () => {
    const upper = await search('AURORA');
    const lower = await search('aurora');
    expect(upper.products).toEqual(lower.products);
    expect(upper.productsInGroups.map((g) => [g.id, g.productsCount])).toEqual(lower.productsInGroups.map((g) => [g.id, g.productsCount]));
    expect(upper.productsInGroups[0].search).toBe('AURORA');
    expect(hits(await search('КОНДИЦІОНЕР'))).toBe(hits(await search('кондиціонер')));
  });

  it('matches word beginnings and fragments of model codes', async () => {
    const prefix = await search('auro');
    expect(prefix.products.length).toBeGreaterThan(0);
    expect(prefix.products.every((p) => p.name.includes('Aurora'))).toBe(true);
    const fragment = await search('12HRN', { lang: 'en', productsCount: 20 });
    expect(fragment.products.length).toBeGreaterThan(0);
    for (const p of fragment.products) {
      // A set of a multi-split system is found by the models of the units it contains too.
      const { name, blocks } = await card(p.id);
      expect([name, ...blocks.map((b) => b.model)].join(' ')).toMatch(/-12HRN/);
    }
  });

  it('finds each language, whatever the language of the answer', async () => {
    for (const text of ['настінний', 'wall-mounted', 'ścienny', 'scienny', 'тепловий насос', 'heat pump', 'pompa ciepła']) {
      expect(hits(await search(text)), text).toBeGreaterThan(0);
    }
    const pl = await search('pompa ciepła', { lang: 'pl' });
    expect(pl.products[0].name).toMatch(/^Pompa ciepła/);
    expect(pl.productsInGroups[0].name).toMatch(/^Pompy ciepła/);
  });

  it('tolerates a typo, and Ukrainian typed in Latin letters', async () => {
    const right = hits(await search('aurora'));
    expect(hits(await search('auroa'))).toBe(right);
    expect(hits(await search('aurrora'))).toBe(right);
    expect(hits(await search('nordik'))).toBeGreaterThan(0);
    const kondicioner = await search('kondicioner', { lang: 'uk' });
    expect(kondicioner.products.length).toBe(3);
    expect(kondicioner.products.every((p) => p.name.includes('Кондиціонер'))).toBe(true);
    expect(hits(await search('кондицонер'))).toBeGreaterThan(0);
  });

  it('finds nothing for words the catalogue does not have', async () => {
    expect(await search('xyzzy')).toEqual({ products: [], productsInGroups: [] });
    expect(await search('aurora xyzzy')).toEqual({ products: [], productsInGroups: [] });
  });

  it('unitType narrows to products that have such a block', async () => {
    const all = await search('aurora', { productsCount: 20, productsInGroupsCount: 20 });
    const indoor = await search('mosaic', { unitType: 'indoor', productsCount: 20, productsInGroupsCount: 20 });
    const outdoor = await search('mosaic', { unitType: 'outdoor', productsCount: 20, productsInGroupsCount: 20 });
    expect(all.products.length).toBeGreaterThan(0);
    // Mosaic Multi has outdoor units alone, indoor units alone and sets of both.
    expect(hits(indoor)).toBeLessThan(hits(await search('mosaic', { productsInGroupsCount: 20 })));
    expect(hits(outdoor)).toBeLessThan(hits(await search('mosaic', { productsInGroupsCount: 20 })));
    for (const p of outdoor.products) {
      expect((await card(p.id)).blocks.some((b) => b.type === 'outdoor')).toBe(true);
    }
    expect((await server.call(catalogRoutes.search, { query: { search: 'aurora', unitType: 'roof' } })).status).toBe(422);
  });

  it('product hits carry a photo that loads', async () => {
    const [hit] = (await search('quadra')).products;
    const res = await fetch(`${server.url}${new URL(hit.photo).pathname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });
});

describe('hostile search input', () => {
  it.each([
    ["'; drop table products; --"],
    ['" or ""="'],
    ['%'],
    ['_'],
    ['\\'],
    ['%_\\%'],
    ["')--"],
    ['a:* | !b & (c'],
    ['<script>alert(1)</script>'],
    ['😀🔥'],
  ])('%j is answered safely: a valid result, and nothing at all without letters or digits', async (text) => {
    const before = await listTotal('');
    for (const route of [catalogRoutes.search, catalogRoutes.products]) {
      const res = await server.call(route, { query: { search: text } });
      expect(res.status, `${route.path} ${JSON.stringify(res.body)}`).toBe(200);
    }
    const result = await search(text);
    if (!/[\p{L}\p{N}]/u.test(text)) expect(result).toEqual({ products: [], productsInGroups: [] });
    expect(await listTotal('')).toBe(before);
  });

  it('refuses a control character in the search text with a 422 on the field', async () => {
    for (const route of [catalogRoutes.search, catalogRoutes.products]) {
      const res = await server.call(route, { query: { search: 'split\u0000' } });
      expect(res.status, route.path).toBe(422);
      expect(Object.keys(res.error.errors)).toEqual(['search']);
    }
  });

  it('a search of 10,000 characters, an empty one or an array is a 422', async () => {
    for (const query of [
      { search: 'a'.repeat(10_000) },
      { search: '' },
      { search: '  ' },
      { search: ['a', 'b'] },
      { productsCount: 21, search: 'a' },
      { productsCount: -1, search: 'a' },
    ]) {
      const res = await server.call(catalogRoutes.search, { query });
      expect(res.status, JSON.stringify(query)).toBe(422);
    }
    expect((await server.call(catalogRoutes.products, { query: { search: 'a'.repeat(10_000) } })).status).toBe(422);
  });

  it('property: any text at all never makes a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.constantFrom(catalogRoutes.search, catalogRoutes.products), async (text, route) => {
        const res = await server.call(route, { query: { search: text, lang: 'pl' } });
        expect(res.status).toBeLessThan(500);
        expect([200, 422]).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
