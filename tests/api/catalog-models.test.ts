import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogImportRoutes, catalogModelRoutes, type ModelSpec } from '../../contracts';
import { rowsOf } from '../../server/src/db/rows';
import { modelSpecsOf } from '../../server/src/modules/catalog';
import { ACCOUNTS_ENV, DEMO } from './accounts';
import { NOT_ADMIN, tokensOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';

/**
 * The catalogue's data of outdoor models (contracts/catalog-models.ts, issue 33): support reads, sets and removes a
 * model's data, checked per field by `modelSpecSchema`; an import file's outdoor block carries it as `spec`, checked per
 * row like any other field and written in the import's transaction.
 */
let server: TestServer;
const token = tokensOf(() => server);
const operator = () => token(DEMO.admin);
const json = (res: { status: number; body: unknown }) => JSON.stringify(res.body);

let outdoor: string;
let indoor: string;

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  const modelOf = async (type: string) =>
    (
      await rowsOf<{ model: string }>(
        server.app.db,
        sql`select b.model from product_blocks b where b.type = ${type} and not exists (select 1 from model_specs s where s.model = b.model)
            order by b.model limit 1`,
      )
    )[0].model;
  outdoor = await modelOf('outdoor');
  indoor = await modelOf('indoor');
});
afterAll(() => server?.close());

const SPEC: ModelSpec = {
  refrigerant: 'R32',
  factoryChargeKg: 0.75,
  includedPipeM: 5,
  additionalChargeKgPerM: 0.02,
  minPipeM: 1.5,
  maxPipeM: 20,
  ranges: { pressureTest: { min: 4.15e6 }, runningCurrent: { max: 6.8 } },
};

const get = async (model: string, as?: string) => server.call(catalogModelRoutes.spec, { params: { model }, token: as ?? (await operator()) });
const put = async (model: string, body: unknown, { as, lang = 'en' }: { as?: string; lang?: 'uk' | 'en' | 'pl' } = {}) =>
  server.call(catalogModelRoutes.putSpec, { params: { model }, invalidBody: body, query: { lang }, token: as ?? (await operator()) });
const remove = async (model: string, as?: string) => server.call(catalogModelRoutes.removeSpec, { params: { model }, token: as ?? (await operator()) });

describe('GET, PUT and DELETE /admin/catalog/models/{model}/spec', () => {
  it('answer support only: 401 for a guest, 403 for every other role, and nothing changes', async () => {
    expect((await server.call(catalogModelRoutes.spec, { params: { model: outdoor } })).status).toBe(401);
    expect((await server.call(catalogModelRoutes.putSpec, { params: { model: outdoor }, body: SPEC })).status).toBe(401);
    expect((await server.call(catalogModelRoutes.removeSpec, { params: { model: outdoor } })).status).toBe(401);
    for (const [role, phone] of Object.entries(NOT_ADMIN)) {
      const as = await token(phone);
      expect((await get(outdoor, as)).status, role).toBe(403);
      expect((await put(outdoor, SPEC, { as })).status, role).toBe(403);
      expect((await remove(outdoor, as)).status, role).toBe(403);
    }
    expect((await get(outdoor)).data).toEqual({ model: outdoor, spec: null, updatedAt: null });
  });

  it('support sets a model’s data, reads it back in SI, replaces it and removes it', async () => {
    const before = await get(outdoor);
    expect(before.status, json(before)).toBe(200);
    expect(before.data.spec).toBeNull();

    const set = await put(outdoor, SPEC);
    expect(set.status, json(set)).toBe(200);
    expect(set.data).toMatchObject({ model: outdoor, spec: SPEC });
    expect(set.data.updatedAt).toEqual(expect.any(String));
    expect((await get(outdoor)).data.spec).toEqual(SPEC);
    // The installations module reads it by model.
    expect((await modelSpecsOf(server.app.db, [outdoor, indoor, outdoor])).get(outdoor)).toEqual(SPEC);
    const [{ updatedBy }] = await rowsOf<{ updatedBy: number }>(server.app.db, sql`select updated_by as "updatedBy" from model_specs where model = ${outdoor}`);
    expect(updatedBy).toEqual(expect.any(Number));

    // A PUT replaces the whole data: ranges it leaves out are gone.
    const replaced = await put(outdoor, { ...SPEC, refrigerant: 'R410A', ranges: {} });
    expect(replaced.data.spec).toEqual({ ...SPEC, refrigerant: 'R410A', ranges: {} });

    const removed = await remove(outdoor);
    expect(removed.data).toEqual({ deleted: true });
    expect((await get(outdoor)).data).toEqual({ model: outdoor, spec: null, updatedAt: null });
    expect((await remove(outdoor)).data).toEqual({ deleted: false });
    expect((await modelSpecsOf(server.app.db, [outdoor])).size).toBe(0);
  });

  it('refuses bad data with a 422 per field, in the request’s language, and keeps what was stored', async () => {
    expect((await put(outdoor, SPEC)).status).toBe(200);
    const cases: [string, unknown, string][] = [
      ['a negative charge', { ...SPEC, factoryChargeKg: -0.1 }, 'factoryChargeKg'],
      ['a shortest line longer than the longest', { ...SPEC, minPipeM: 30, maxPipeM: 20 }, 'maxPipeM'],
      ['an unknown refrigerant', { ...SPEC, refrigerant: 'R22' }, 'refrigerant'],
      ['an unknown range', { ...SPEC, ranges: { ...SPEC.ranges, oilLevel: { min: 1 } } }, 'ranges'],
      // A 422 names top-level fields (docs/api.md#validation-422): the form finds the range with the same schema.
      ['a range whose minimum is above its maximum', { ...SPEC, ranges: { superheat: { min: 12, max: 3 } } }, 'ranges'],
      ['a missing figure', { ...SPEC, includedPipeM: undefined }, 'includedPipeM'],
    ];
    for (const [what, body, field] of cases) {
      const res = await put(outdoor, body);
      expect(res.status, what).toBe(422);
      expect(Object.keys(res.error.errors ?? {}), what).toEqual([field]);
    }
    const en = await put(outdoor, { ...SPEC, factoryChargeKg: -1 });
    expect(en.error.errors?.factoryChargeKg).toEqual(['Must be at least 0']);
    const uk = await put(outdoor, { ...SPEC, factoryChargeKg: -1 }, { lang: 'uk' });
    expect(uk.error.errors?.factoryChargeKg?.[0]).toMatch(/^Значення не менше 0/);
    expect((await get(outdoor)).data.spec).toEqual(SPEC);
  });

  it('answers 404 for a model no outdoor block names: an indoor unit’s, or none at all', async () => {
    for (const model of [indoor, `NO-SUCH-${randomUUID().slice(0, 8)}`]) {
      expect((await get(model)).status, model).toBe(404);
      expect((await put(model, SPEC)).status, model).toBe(404);
      expect((await remove(model)).status, model).toBe(404);
    }
    expect((await modelSpecsOf(server.app.db, [indoor])).size).toBe(0);
  });
});

describe('the demo catalogue (seeder demo-model-specs)', () => {
  it('gives its split and heat-pump outdoor models their manuals’ data, a few with the manufacturer’s ranges, and leaves the multi-split ones without', async () => {
    const seeded = await modelSpecsOf(server.app.db, ['AUR-12HRN1-O', 'BRC-09HRN0-O', 'SOL-12HRN8-O', 'TRT-08S1-O', 'MSC-18HRN1-O', 'NRP-06M1-O']);
    expect(seeded.get('AUR-12HRN1-O')).toMatchObject({
      refrigerant: 'R32',
      factoryChargeKg: 0.75,
      additionalChargeKgPerM: 0.02,
      ranges: { pressureTest: { min: 4.15e6 } },
    });
    expect(seeded.get('AUR-12HRN1-O')!.ranges.runningCurrent?.max).toBeGreaterThan(0);
    expect(seeded.get('BRC-09HRN0-O')?.refrigerant).toBe('R410A');
    expect(seeded.get('SOL-12HRN8-O')).toMatchObject({ refrigerant: 'R290', ranges: {} });
    expect(seeded.get('TRT-08S1-O')?.ranges.supplyVoltage).toEqual({ min: 198, max: 264 });
    expect(seeded.has('MSC-18HRN1-O')).toBe(false);
    expect(seeded.has('NRP-06M1-O')).toBe(false);
  });
});

describe('a catalogue file’s outdoor block with its model’s data', () => {
  const localized = (text: string) => ({ uk: text, en: text, pl: text });
  const product = (sku: string, blocks: unknown[]) => ({
    sku,
    group: 'wall-split',
    kind: 'RAC',
    series: 'Test',
    price: 19999,
    guaranteeYears: 3,
    name: localized(`Test ${sku}`),
    description: localized('A unit for the test.'),
    blocks,
  });
  const block = (type: 'indoor' | 'outdoor', model: string, spec?: unknown) => ({ type, model, name: localized(type), ...(spec ? { spec } : {}) });
  const file = (products: unknown[]) => {
    const body = new FormData();
    body.append('file', new Blob([JSON.stringify({ products })]), 'models.json');
    return body;
  };
  const check = async (products: unknown[]) => server.call(catalogImportRoutes.check, { body: file(products), query: { lang: 'en' }, token: await operator() });
  const apply = async (products: unknown[]) => server.call(catalogImportRoutes.apply, { body: file(products), query: { lang: 'en' }, token: await operator() });

  it('writes the data of the outdoor models its blocks carry, in the import’s transaction, and leaves a block without it as it was', async () => {
    const id = randomUUID().slice(0, 6).toUpperCase();
    const [a, b] = [`TST-${id}-A-O`, `TST-${id}-B-O`];
    const spec = { ...SPEC, refrigerant: 'R290', ranges: { runningCurrent: { max: 9.5 } } };
    const done = await apply([
      product(`TST-${id}-A`, [block('indoor', `TST-${id}-A-I`), block('outdoor', a, spec)]),
      product(`TST-${id}-B`, [block('outdoor', b)]),
      // Another product of the same model may repeat its data.
      product(`TST-${id}-C`, [block('outdoor', a, spec)]),
    ]);
    expect(done.status, json(done)).toBe(200);
    expect(done.data).toMatchObject({ applied: true, created: 3, issues: [] });
    expect((await get(a)).data.spec).toEqual(spec);
    expect((await get(b)).data.spec).toBeNull();

    // Set by support, then the product imported again without a spec: the model keeps its data.
    expect((await put(b, SPEC)).status).toBe(200);
    expect((await apply([{ sku: `TST-${id}-B`, blocks: [block('outdoor', b)] }])).status).toBe(200);
    expect((await get(b)).data.spec).toEqual(SPEC);
  });

  it('reports a bad spec per row like any other issue, and a file with one writes nothing', async () => {
    const id = randomUUID().slice(0, 6).toUpperCase();
    const model = `TST-${id}-O`;
    const rows = [
      product(`TST-${id}-1`, [block('outdoor', model, { ...SPEC, factoryChargeKg: -1 })]),
      product(`TST-${id}-2`, [block('indoor', `TST-${id}-I`, SPEC)]),
      product(`TST-${id}-3`, [block('outdoor', `${model}-2`, { ...SPEC, refrigerant: 'R22' })]),
      product(`TST-${id}-4`, [block('outdoor', `${model}-3`, SPEC)]),
      product(`TST-${id}-5`, [block('outdoor', `${model}-3`, { ...SPEC, factoryChargeKg: 1.1 })]),
    ];
    const report = await check(rows);
    expect(report.status, json(report)).toBe(200);
    expect(report.data.issues).toEqual([
      { where: `products[0] (TST-${id}-1)`, field: 'blocks.0.spec.factoryChargeKg', message: 'Must be at least 0' },
      { where: `products[1] (TST-${id}-2)`, field: 'blocks.0.spec', message: 'only an outdoor unit has commissioning data' },
      { where: `products[2] (TST-${id}-3)`, field: 'blocks.0.spec.refrigerant', message: expect.any(String) },
      {
        where: `products[4] (TST-${id}-5)`,
        field: 'blocks.0.spec',
        message: `the data of model ${model}-3 differs from that in products[3] (TST-${id}-4)`,
      },
    ]);
    const refused = await apply(rows);
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.file).toEqual(expect.arrayContaining([`products[0] (TST-${id}-1): blocks.0.spec.factoryChargeKg: Must be at least 0`]));
    expect((await modelSpecsOf(server.app.db, [model, `${model}-2`, `${model}-3`])).size).toBe(0);
  });
});
