import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const suggest = (query: string) => server.request(`/addresses?${query}`);
const cities = async (search: string, lang = 'uk') => {
  const res = await suggest(`search=${encodeURIComponent(search)}&perPage=5&lang=${lang}`);
  expect(res.status).toBe(200);
  return res.body.data.data.map((s: { city: string }) => s.city) as string[];
};

describe('GET /addresses: settlement suggestions from the official codifier', () => {
  it('answers a page of five with region, district and settlement, cities first', async () => {
    const res = await suggest('search=Бровари&perPage=5');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ perPage: 5, currentPage: 1 });
    expect(res.body.data.data[0]).toEqual({
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
    const res = await suggest('search=киї');
    expect(res.body.data.data[0]).toMatchObject({ id: 'UA80000000000093317', kind: 'special', region: 'Київ', area: null, city: 'Київ', label: 'м. Київ' });
  });

  it('finds a name with a typo', async () => {
    expect(await cities('Житомр')).toContain('Житомир');
    expect(await cities('Тернопль')).toContain('Тернопіль');
  });

  it('takes Latin letters and answers in the official transliteration for en and pl', async () => {
    const res = await suggest('search=lviv&lang=en');
    expect(res.body.data.data[0]).toMatchObject({
      city: 'Lviv',
      region: 'Lvivska oblast',
      area: 'Lvivskyi raion',
      label: 'Lviv, Lvivskyi raion, Lvivska oblast',
    });
    expect((await suggest('search=Bila%20Tserkva&lang=pl')).body.data.data[0]).toMatchObject({ city: 'Bila Tserkva', region: 'obwód Kyivska' });
  });

  it('narrows villages of one name by the district or region typed after it', async () => {
    const all = await suggest('search=Іванівка');
    expect(all.body.data.total).toBeGreaterThan(50);
    const res = await suggest(`search=${encodeURIComponent('Іванівка одеськ')}`);
    expect(res.body.data.total).toBeLessThan(all.body.data.total);
    for (const s of res.body.data.data) expect(s.region).toBe('Одеська обл.');
  });

  it('pages through the matches', async () => {
    const first = await suggest('search=Іванівка&perPage=5&page=1');
    const second = await suggest('search=Іванівка&perPage=5&page=2');
    const ids = (r: typeof first) => r.body.data.data.map((s: { id: string }) => s.id);
    expect(ids(second)).toHaveLength(5);
    expect(ids(second).some((id: string) => ids(first).includes(id))).toBe(false);
  });

  it('answers 422 per field for a missing or one-letter search, and an empty page for nonsense', async () => {
    for (const query of ['', 'search=', 'search=к', `search=${'к'.repeat(101)}`]) {
      const res = await suggest(query);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['search']);
    }
    const none = await suggest('search=%25%25%25__');
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ data: [], total: 0, from: null });
  });
});
