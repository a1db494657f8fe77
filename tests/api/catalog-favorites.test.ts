import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRoutes, type ProductListItem } from '../../contracts';
import { ACCOUNTS_ENV, DEMO, login, newAccount } from './accounts';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
let alice: string;
let bob: string;
let products: ProductListItem[];
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
  alice = (await login(server, DEMO.user)).accessToken;
  bob = (await login(server, DEMO.installer)).accessToken;
  products = (await server.call(catalogRoutes.products, { query: { perPage: 40, sort: { price: 'asc' } } })).data.products.data;
});
afterAll(() => server.close());

const favorites = async (token: string, query: { page?: number; lang?: string } = {}) => {
  const res = await server.call(catalogRoutes.favorites, { query, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
};
const add = (token: string, id: unknown) => server.call(catalogRoutes.addFavorite, { params: { id }, token });
const remove = (token: string, id: number) => server.call(catalogRoutes.removeFavorite, { params: { id }, token });

describe('favourites', () => {
  it('need a signed-in user', async () => {
    for (const res of [
      await server.call(catalogRoutes.favorites),
      await server.call(catalogRoutes.addFavorite, { params: { id: products[0].id } }),
      await server.call(catalogRoutes.removeFavorite, { params: { id: products[0].id } }),
      await server.call(catalogRoutes.favorites, { token: 'forged.token.value' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.error.message).toBeTruthy();
    }
  });

  it('adding is idempotent: 201 the first time, 200 after; removing likewise', async () => {
    const id = products[0].id;
    const first = await add(alice, id);
    expect(first.status).toBe(201);
    expect(first.data).toEqual({ id, inFavorites: true });
    expect((await add(alice, id)).status).toBe(200);
    expect((await favorites(alice)).data.filter((p) => p.id === id)).toHaveLength(1);

    const removed = await remove(alice, id);
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ id, inFavorites: false });
    expect((await remove(alice, id)).status).toBe(200);
    expect((await favorites(alice)).data.some((p) => p.id === id)).toBe(false);
  });

  it('404 for an unknown product, 422 for a malformed id, and nothing is written', async () => {
    const before = (await favorites(alice)).total;
    expect((await add(alice, 2_147_483_647)).status).toBe(404);
    expect((await remove(alice, 2_147_483_647)).status).toBe(404);
    expect((await add(alice, 0)).status).toBe(422);
    expect((await add(alice, 'abc')).status).toBe(422);
    expect((await favorites(alice)).total).toBe(before);
  });

  it('belong to one user: another user never sees them, on any list or card', async () => {
    const [a, b] = [products[1].id, products[2].id];
    await add(alice, a);
    await add(bob, b);
    expect((await favorites(alice)).data.map((p) => p.id)).toContain(a);
    expect((await favorites(alice)).data.map((p) => p.id)).not.toContain(b);
    expect((await favorites(bob)).data.map((p) => p.id)).toEqual([b]);

    const flags = async (token?: string) => {
      const res = await server.call(catalogRoutes.products, { query: { perPage: 40, sort: { price: 'asc' } }, token });
      return Object.fromEntries(res.data.products.data.map((p) => [p.id, p.inFavorites]));
    };
    expect(await flags(alice)).toMatchObject({ [a]: true, [b]: false });
    expect(await flags(bob)).toMatchObject({ [a]: false, [b]: true });
    expect(Object.values(await flags())).not.toContain(true);

    const card = async (id: number, token?: string) => (await server.call(catalogRoutes.product, { params: { id }, token })).data.inFavorites;
    expect([await card(a, alice), await card(a, bob), await card(a)]).toEqual([true, false, false]);

    // Bob removing Alice's favourite changes nothing for her.
    expect((await remove(bob, a)).status).toBe(200);
    expect((await favorites(alice)).data.map((p) => p.id)).toContain(a);
  });

  it('a personalised answer is never cached publicly', async () => {
    const list = await server.call(catalogRoutes.products, { query: { perPage: 2 }, token: alice });
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const card = await server.call(catalogRoutes.product, { params: { id: products[1].id }, token: alice });
    expect(card.headers.get('cache-control')).toBe('private, no-store');
    expect((await server.call(catalogRoutes.favorites, { token: alice })).headers.get('cache-control')).toBe('private, no-store');
  });

  it('pages by 20, newest first, and every tile says inFavorites', async () => {
    const { accessToken } = await newAccount(server);
    const ids = products.slice(0, 25).map((p) => p.id);
    for (const id of ids) expect((await add(accessToken, id)).status).toBe(201);
    const first = await favorites(accessToken);
    expect(first).toMatchObject({ total: 25, perPage: 20, lastPage: 2, currentPage: 1, from: 1, to: 20 });
    expect(first.data.map((p) => p.id)).toEqual([...ids].reverse().slice(0, 20));
    expect(first.data.every((p) => p.inFavorites)).toBe(true);
    const second = await favorites(accessToken, { page: 2, lang: 'en' });
    expect(second.data.map((p) => p.id)).toEqual([...ids].reverse().slice(20));
    expect(second.data[0].name).toMatch(/[A-Za-z]/);
    expect((await server.call(catalogRoutes.favorites, { query: { perPage: 101 }, token: accessToken })).status).toBe(422);
  });
});
