import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRoutes, type CallInput } from '../../contracts';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const suggest = (query: CallInput<typeof addressRoutes.search>['query']) => server.call(addressRoutes.search, { query });
const cities = async (search: string, lang = 'uk') => {
  const res = await suggest({ search, perPage: 5, lang });
  expect(res.status).toBe(200);
  return res.data.data.map((s) => s.city);
};

describe('GET /addresses: settlement suggestions from the official codifier', () => {
  it('answers a page of five with region, district and settlement, cities first', async () => {
    const res = await suggest({ search: 'Бровари', perPage: 5 });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ perPage: 5, currentPage: 1 });
    expect(res.data.data[0]).toEqual({
      id: 'UA32060050010081797',
      visicomId: null,
      kind: 'city',
      region: 'Київська обл.',
      area: 'Броварський р-н',
      city: 'Бровари',
      label: 'м. Бровари, Броварський р-н, Київська обл.',
    });
  });

  it('matches the start of a name, and Kyiv is its own region', async () => {
    const res = await suggest({ search: 'киї' });
    expect(res.data.data[0]).toMatchObject({ id: 'UA80000000000093317', kind: 'special', region: 'Київ', area: null, city: 'Київ', label: 'м. Київ' });
  });

  it('finds a name with a typo', async () => {
    expect(await cities('Житомр')).toContain('Житомир');
    expect(await cities('Тернопль')).toContain('Тернопіль');
  });

  it('takes Latin letters and answers in the official transliteration for en and pl', async () => {
    const res = await suggest({ search: 'lviv', lang: 'en' });
    expect(res.data.data[0]).toMatchObject({
      city: 'Lviv',
      region: 'Lvivska oblast',
      area: 'Lvivskyi raion',
      label: 'Lviv, Lvivskyi raion, Lvivska oblast',
    });
    expect((await suggest({ search: 'Bila Tserkva', lang: 'pl' })).data.data[0]).toMatchObject({ city: 'Bila Tserkva', region: 'obwód Kyivska' });
  });

  it('narrows villages of one name by the district or region typed after it', async () => {
    const all = await suggest({ search: 'Іванівка' });
    expect(all.data.total).toBeGreaterThan(50);
    const res = await suggest({ search: 'Іванівка одеськ' });
    expect(res.data.total).toBeLessThan(all.data.total);
    for (const s of res.data.data) expect(s.region).toBe('Одеська обл.');
  });

  it('pages through the matches', async () => {
    const first = await suggest({ search: 'Іванівка', perPage: 5, page: 1 });
    const second = await suggest({ search: 'Іванівка', perPage: 5, page: 2 });
    const ids = (r: typeof first) => r.data.data.map((s) => s.id);
    expect(ids(second)).toHaveLength(5);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  it('answers 422 per field for a missing or one-letter search, and an empty page for nonsense', async () => {
    for (const query of [{}, { search: '' }, { search: 'к' }, { search: 'к'.repeat(101) }]) {
      const res = await suggest(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.error.errors)).toEqual(['search']);
    }
    const none = await suggest({ search: '%%%__' });
    expect(none.status).toBe(200);
    expect(none.data).toMatchObject({ data: [], total: 0, from: null });
  });
});
