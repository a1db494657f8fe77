import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRoutes } from '../../contracts';
import { loadConfig } from '../../server/src/config/env';
import { rowsOf } from '../../server/src/db/rows';
import { importCatalog, readCatalogFile, type ParsedFile } from '../../server/src/modules/catalog/import';
import { prepare } from '../../server/src/start';
import { startServer, type TestServer } from './helpers';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

let server: TestServer;
let tmp: string;
beforeAll(async () => {
  // Version TTL 0: the API sees each import at once.
  server = await startServer({ CATALOG_VERSION_TTL_MS: '0' });
  tmp = await mkdtemp(path.join(os.tmpdir(), 'catalog-import-'));
});
afterAll(async () => {
  await server.close();
  await rm(tmp, { recursive: true, force: true });
});

const load = (file: ParsedFile) => importCatalog(server.app.db, server.app.storage, file);
const json = (raw: unknown): ParsedFile => ({ raw, rowLabels: ((raw as { products?: unknown[] }).products ?? []).map((_, i) => `products[${i}]`) });
const bySku = async (sku: string, lang = 'en') => {
  const res = await server.call(catalogRoutes.products, { query: { perPage: 100, search: sku, lang } });
  const item = res.data.products.data.find((p) => p.sku === sku);
  return item ? (await server.call(catalogRoutes.product, { params: { id: item.id }, query: { lang } })).data : null;
};
const version = async () => (await server.call(catalogRoutes.version)).data.version;
const total = async () => (await server.call(catalogRoutes.products, { query: { perPage: 1 } })).data.products.total;

describe('catalogue import', () => {
  it('moves a renamed product in the name order by rewriting its own rank row and no other', async () => {
    const ranks = async () =>
      new Map(
        (await rowsOf<{ id: number; ranks: number[] }>(server.app.db, sql`select product_id as id, ranks from product_name_ranks`)).map((r) => [
          r.id,
          r.ranks.join(),
        ]),
      );
    const firstByName = async (direction: 'asc' | 'desc') =>
      (await server.call(catalogRoutes.products, { query: { perPage: 1, sort: { name: direction }, lang: 'en' } })).data.products.data[0];
    const last = await firstByName('desc');
    const before = await ranks();
    const { issues } = await load(json({ products: [{ sku: last.sku, name: { uk: 'ААА перший', en: 'AAA first', pl: 'AAA pierwszy' } }] }));
    expect(issues).toEqual([]);
    const after = await ranks();
    expect([...after].filter(([id, r]) => before.get(id) !== r).map(([id]) => id)).toEqual([last.id]);
    expect((await firstByName('asc')).sku).toBe(last.sku);
  });

  it('imports the documented JSON example: a new group and product, and a partial update of an existing one', async () => {
    const before = await bySku('AUR-09HRN1-W');
    const v = await version();
    const { issues, result } = await load(await readCatalogFile(path.join(root, 'docs/examples/catalog.json')));
    expect(issues).toEqual([]);
    expect(result).toEqual({ groups: 1, created: 1, updated: 1, modelSpecs: 0, version: Number(await version()) });
    expect(Number(await version())).toBeGreaterThan(Number(v));

    const groups = (await server.call(catalogRoutes.groups, { query: { lang: 'pl' } })).data;
    expect(groups.find((g) => g.slug === 'portable')).toMatchObject({
      name: 'Klimatyzatory przenośne',
      productsCount: 1,
      icon: 'https://cdn.example.com/catalog/icons/portable.svg',
    });
    const created = await bySku('BRZ-P09-W');
    expect(created).toMatchObject({ name: 'Breeze Go BRZ-P09 portable air conditioner, white', price: 17999, oldPrice: 19999, kind: 'RAC' });
    expect(created!.photos[0]).toBe('https://cdn.example.com/catalog/photos/brz-p09-front.webp');
    expect(created!.tabs[0].content).toContain('- Three fan speeds');

    // Only the given fields of the existing product changed.
    const updated = await bySku('AUR-09HRN1-W');
    expect(updated).toMatchObject({ price: 21499, oldPrice: null });
    expect({ ...updated, price: 0, oldPrice: 0 }).toEqual({ ...before, price: 0, oldPrice: 0 });

    // The new filter property and value are offered for the new group.
    const list = (await server.call(catalogRoutes.products, { query: { lang: 'en', groupId: groups.find((g) => g.slug === 'portable')!.id } })).data;
    expect(list.filters.find((f) => f.filterName === 'Hose length')!.values).toMatchObject([{ optionName: '1.5 m', productsCount: 1 }]);

    // Importing again changes nothing but counts every product as updated.
    expect((await load(await readCatalogFile(path.join(root, 'docs/examples/catalog.json')))).result).toMatchObject({ groups: 1, created: 0, updated: 2 });
    expect(await bySku('BRZ-P09-W')).toEqual(created);
  });

  it('imports the documented CSV example: empty cells keep, null clears, property columns replace one property', async () => {
    const zenBefore = await bySku('ZEN-12HRN1-S');
    const aurBefore = await bySku('AUR-12HRN1-W');
    const { issues, result } = await load(await readCatalogFile(path.join(root, 'docs/examples/catalog-prices.csv')));
    expect(issues).toEqual([]);
    expect(result).toMatchObject({ groups: 0, created: 1, updated: 2 });
    expect(await bySku('AUR-12HRN1-W')).toEqual({ ...aurBefore, price: 24999, oldPrice: 27999 });
    expect(await bySku('ZEN-12HRN1-S')).toEqual({ ...zenBefore, price: 31999, oldPrice: null });
    const window = await bySku('WFR-12-W', 'uk');
    expect(window).toMatchObject({ name: 'Віконний кондиціонер Breeze Go WFR-12, білий', price: 15999, guaranteeYears: 2, tabs: [] });
    const series = (await server.call(catalogRoutes.products, { query: { lang: 'en', groupId: window!.group.id } })).data;
    expect(series.filters.find((f) => f.filterName === 'Series')!.values).toMatchObject([{ optionName: 'Breeze Go', productsCount: 2 }]);
  });

  it('reports every bad row with its place, and writes nothing', async () => {
    const v = await version();
    const count = await total();
    const { issues, result } = await load(
      json({
        products: [
          {
            sku: 'X-1',
            group: 'wall-split',
            kind: 'WINDOW',
            series: 'X',
            price: 1,
            guaranteeYears: 1,
            name: { uk: 'а', en: 'a', pl: 'a' },
            description: { uk: 'а', en: 'a', pl: 'a' },
          },
          {
            sku: 'X-2',
            group: 'windows',
            kind: 'RAC',
            series: 'X',
            price: 1,
            guaranteeYears: 1,
            name: { uk: 'а', en: 'a', pl: 'a' },
            description: { uk: 'а', en: 'a', pl: 'a' },
          },
          { sku: 'X-3', price: -5 },
          { sku: 'X-2', price: 5 },
          { sku: 'X-4', price: 5 },
          {
            sku: 'X-5',
            group: 'wall-split',
            kind: 'RAC',
            series: 'X',
            price: 1,
            guaranteeYears: 1,
            name: { uk: 'x'.repeat(10_000), en: 'a', pl: 'a' },
            description: { uk: 'а', en: 'a', pl: 'a' },
            photos: ['catalog/photos/missing.webp'],
          },
          { sku: 'AUR-09HRN1-W', properties: [{ property: 'colour', value: 'red' }], unknownField: 1 },
          { sku: "'; drop table products; --" },
          'not an object',
        ],
      }),
    );
    expect(result).toBeNull();
    const text = issues.map((i) => `${i.where}: ${i.field}: ${i.message}`);
    expect(text).toEqual(
      expect.arrayContaining([
        'products[0] (X-1): kind: Invalid value',
        'products[1] (X-2): group: unknown group windows',
        'products[2] (X-3): price: Must be at least 0',
        'products[3] (X-2): sku: repeats the SKU of products[1]',
        'products[4] (X-4): group: Required field (a new product)',
        'products[4] (X-4): name: Required field (a new product)',
        'products[5] (X-5): name.uk: At most 300 characters',
        'products[6] (AUR-09HRN1-W): (row): Unknown field',
        "products[7] ('; drop table products; --): sku: Invalid format",
        'products[8]: (row): Wrong type of value',
      ]),
    );
    expect(await version()).toBe(v);
    expect(await total()).toBe(count);
  });

  it('checks references against the database and storage', async () => {
    const { issues } = await load(
      json({
        products: [
          {
            sku: 'AUR-09HRN1-W',
            properties: [{ property: 'colour', value: 'red' }],
            photos: ['catalog/photos/missing.webp', 'https://cdn.example.com/ok.webp'],
          },
        ],
      }),
    );
    expect(issues.map((i) => `${i.field}: ${i.message}`).sort()).toEqual([
      'photos.0: no such file in storage: catalog/photos/missing.webp',
      'properties.0.property: unknown property colour',
    ]);
    const fine = await load(json({ products: [{ sku: 'AUR-09HRN1-W', photos: [(await bySku('AUR-09HRN1-W'))!.photos[0].replace(/^.*\/storage\//, '')] }] }));
    expect(fine.issues).toEqual([]);
  });

  it('refuses a file without a product list', async () => {
    expect((await load(json({ groups: [] }))).issues).toEqual([{ where: 'file', field: 'products', message: 'Required field' }]);
  });
});

describe('npm run catalog:import (the command)', () => {
  const cli = async (args: string[], env: Record<string, string>) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/src/cli/import-catalog.ts', ...args], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  it('exits 2 without a usable file, 1 on invalid content, 0 after importing; an imported catalogue is not seeded over', async () => {
    const env = { DATA_DIR: path.join(tmp, 'db'), UPLOAD_DIR: path.join(tmp, 'uploads') };
    expect((await cli([], env)).code).toBe(2);
    const missing = await cli(['--', path.join(tmp, 'nope.json')], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read');

    const bad = path.join(tmp, 'bad.csv');
    await writeFile(bad, 'sku,price\nAUR-1,-3\nAUR-2,12\n');
    const invalid = await cli(['--', bad], env);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('line 2 (AUR-1): price: Must be at least 0');
    expect(invalid.stderr).toContain('line 3 (AUR-2): group: Required field (a new product)');
    expect(invalid.stderr).toContain('nothing was imported');

    const good = path.join(tmp, 'good.json');
    const example = (await readCatalogFile(path.join(root, 'docs/examples/catalog.json'))).raw as {
      groups: unknown[];
      properties: unknown[];
      products: unknown[];
    };
    // An empty database has no filter properties yet: keep the one the file itself defines.
    const [product] = example.products as { properties: { property: string }[] }[];
    await writeFile(
      good,
      JSON.stringify({ ...example, products: [{ ...product, properties: product.properties.filter((p) => p.property === 'hose_length') }] }),
    );
    const ok = await cli(['--', good], env);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('1 group(s), 1 product(s) created, 0 updated');

    // The first API start on that database keeps the imported catalogue instead of seeding its own.
    const app = await prepare(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env }));
    const res = await app.inject({ method: 'GET', url: '/web/catalog/products?lang=en' });
    expect(res.json().data.products.total).toBe(1);
    expect(res.json().data.products.data[0].sku).toBe('BRZ-P09-W');
    await app.close();
  }, 240_000);
});
