import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, catalogImportRoutes, catalogRoutes } from '../../contracts';
import { ACCOUNTS_ENV, DEMO } from './accounts';
import { NOT_ADMIN, tokensOf } from './admin-fixtures';
import { startServer, type TestServer } from './helpers';

/**
 * The catalogue import from the back-office (contracts/catalog-import.ts): the command line's report as a dry run in the
 * operator's language, then the same file written in one transaction with its audit entry, or nothing.
 */
let server: TestServer;
const token = tokensOf(() => server);
const operator = () => token(DEMO.admin);
const json = (res: { status: number; body: unknown }) => JSON.stringify(res.body);

beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server?.close());

const form = (name: string, text: string) => {
  const body = new FormData();
  body.append('file', new Blob([text]), name);
  return body;
};
const check = async (name: string, text: string, lang: 'uk' | 'en' | 'pl' = 'en', as?: string) =>
  server.call(catalogImportRoutes.check, { body: form(name, text), query: { lang }, token: as ?? (await operator()) });
const apply = async (name: string, text: string, lang: 'uk' | 'en' | 'pl' = 'en', as?: string) =>
  server.call(catalogImportRoutes.apply, { body: form(name, text), query: { lang }, token: as ?? (await operator()) });
const priceOf = async (sku: string) => {
  const list = await server.call(catalogRoutes.products, { query: { perPage: 100, search: sku, lang: 'en' } });
  return list.data.products.data.find((p) => p.sku === sku)?.price;
};
const version = async () => (await server.call(catalogRoutes.version)).data.version;

const HEADER = 'sku,price,group\n';

describe('POST /admin/catalog/import/check and /admin/catalog/import', () => {
  it('answer support only: 401 for a guest, 403 for every other role', async () => {
    for (const call of [check, apply]) {
      expect((await server.call(catalogImportRoutes.check, { body: form('a.csv', HEADER) })).status).toBe(401);
      for (const [role, phone] of Object.entries(NOT_ADMIN)) expect((await call('a.csv', HEADER, 'en', await token(phone))).status, role).toBe(403);
    }
  });

  it('the check reports what the file would change and every bad row, in the operator’s language, and writes nothing', async () => {
    const before = await priceOf('AUR-12HRN1-W');
    const v = await version();
    const text = `${HEADER}AUR-12HRN1-W,21999,\nNEW-1,100,windows\nNEW-2,-5,\n`;
    const en = await check('prices.csv', text, 'en');
    expect(en.status, json(en)).toBe(200);
    // The rows without issues still say what they would do.
    expect(en.data).toMatchObject({ applied: false, created: 0, updated: 1 });
    expect(en.data.issues).toEqual(
      expect.arrayContaining([
        { where: 'line 3 (NEW-1)', field: 'group', message: 'unknown group windows' },
        { where: 'line 4 (NEW-2)', field: 'price', message: 'Must be at least 0' },
      ]),
    );
    const uk = await check('prices.csv', text, 'uk');
    expect(uk.data.issues).toEqual(expect.arrayContaining([{ where: 'рядок 3 (NEW-1)', field: 'group', message: 'невідома група windows' }]));

    const clean = await check('prices.csv', `${HEADER}AUR-12HRN1-W,21999,\n`);
    expect(clean.data).toEqual({ applied: false, groups: 0, properties: 0, created: 0, updated: 1, issues: [] });
    expect(await priceOf('AUR-12HRN1-W')).toBe(before);
    expect(await version()).toBe(v);
  });

  it('the import refuses a file with issues (422 listing them) and writes a clean one at once, logged, the shop following', async () => {
    const before = await priceOf('ZEN-12HRN1-S');
    const refused = await apply('prices.csv', `${HEADER}ZEN-12HRN1-S,1,\nNEW-3,-5,\n`);
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.file).toEqual(expect.arrayContaining(['line 3 (NEW-3): price: Must be at least 0']));
    expect(await priceOf('ZEN-12HRN1-S')).toBe(before);

    const v = await version();
    const done = await apply('prices.csv', `${HEADER}ZEN-12HRN1-S,29999,\n`);
    expect(done.status, json(done)).toBe(200);
    expect(done.data).toMatchObject({ applied: true, created: 0, updated: 1, issues: [] });
    // Each API copy trusts the catalogue version it read for a moment (CATALOG_VERSION_TTL_MS), then answers the new data.
    await expect.poll(() => priceOf('ZEN-12HRN1-S'), { timeout: 5000 }).toBe(29999);
    expect(await version()).not.toBe(v);
    const [entry] = (await server.call(adminRoutes.audit, { query: { action: 'catalog.import' }, token: await operator() })).data.data;
    expect(entry).toMatchObject({ subjectType: 'catalog', subjectId: Number(await version()), after: { file: 'prices.csv', created: 0, updated: 1 } });
  });

  it('refuses what is no catalogue file: another extension, JSON that does not parse, no file at all (422 on file)', async () => {
    for (const [name, text] of [
      ['prices.txt', HEADER],
      ['catalog.json', '{"products": ['],
    ]) {
      const res = await check(name, text);
      expect(res.status, name).toBe(422);
      expect(Object.keys(res.error.errors ?? {})).toEqual(['file']);
    }
    const none = await server.call(catalogImportRoutes.check, { body: new FormData(), token: await operator() });
    expect(none.status).toBe(422);
  });
});
