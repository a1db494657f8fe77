import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRoutes } from '../../contracts';
import { startServer, type TestServer } from './helpers';

/**
 * The optional Visicom adapter against a local stand-in that answers as Visicom's Data API 5 does
 * (`/{lang}/geocode.json`, a FeatureCollection, or one Feature for a single match). How it answers is
 * chosen per search text.
 */
type Mode = 'collection' | 'single' | 'failing' | 'slow' | 'empty';
const asked: URL[] = [];
const modeOf = (text: string): Mode =>
  text.startsWith('ірпін')
    ? 'single'
    : text.startsWith('житомир')
      ? 'failing'
      : text.startsWith('тернопіль')
        ? 'slow'
        : text.startsWith('умань')
          ? 'empty'
          : 'collection';

const feature = (id: string, name: string, level1: string, level2?: string) => ({
  type: 'Feature',
  id,
  properties: { name, type: 'місто', categories: 'adm_settlement', level1, level2 },
});
let geocoder: Server;
let server: TestServer;

beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const url = new URL(req.url!, 'http://visicom.test');
    asked.push(url);
    const mode = modeOf(url.searchParams.get('text') ?? '');
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(body === '' ? '' : JSON.stringify(body));
    if (mode === 'failing') return send(500, { error: 'boom' });
    if (mode === 'empty') return send(200, '');
    if (mode === 'slow') return setTimeout(() => send(200, { type: 'FeatureCollection', features: [] }), 2000);
    if (mode === 'single') return send(200, feature('STL1NPGIRP', 'Ірпінь', 'Київська область', 'Бучанський район'));
    // Two Броварі-like names: only the one in the same region and district is taken.
    send(200, {
      type: 'FeatureCollection',
      features: [
        feature('STL1NPGOTHER', 'Бровари', 'Сумська область', 'Інший район'),
        feature('STL1NPGBRV', 'Бровари', 'Київська область', 'Броварський район'),
      ],
    });
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const port = (geocoder.address() as AddressInfo).port;
  server = await startServer({ VISICOM_API_KEY: 'test-key', VISICOM_URL: `http://127.0.0.1:${port}/data-api/5.0`, VISICOM_TIMEOUT_MS: '300' });
});
afterAll(async () => {
  await server?.close();
  geocoder?.closeAllConnections();
  await new Promise((resolve) => geocoder?.close(resolve));
});

const first = async (search: string) => {
  const res = await server.call(addressRoutes.search, { query: { search, perPage: 5 } });
  expect(res.status).toBe(200);
  return res.data.data[0];
};

describe('GET /addresses with the Visicom adapter switched on', () => {
  it("gives a suggestion the id of Visicom's settlement with the same name, region and district", async () => {
    expect(await first('Бровари')).toMatchObject({ city: 'Бровари', visicomId: 'STL1NPGBRV' });
    const request = asked.at(-1)!;
    expect(request.pathname).toBe('/data-api/5.0/uk/geocode.json');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({ text: 'бровари', categories: 'adm_settlement', key: 'test-key' });
  });

  it('reads a single Feature as Visicom answers one match', async () => {
    expect(await first('Ірпінь')).toMatchObject({ city: 'Ірпінь', visicomId: 'STL1NPGIRP' });
  });

  it('asks Visicom once per text, not at every keystroke repeated', async () => {
    const before = asked.length;
    await first('Бровари');
    expect(asked.length).toBe(before);
  });

  it('still answers, without the id, when Visicom fails, is slower than the timeout or finds nothing', async () => {
    expect(await first('Житомир')).toMatchObject({ city: 'Житомир', visicomId: null });
    expect(await first('Тернопіль')).toMatchObject({ city: 'Тернопіль', visicomId: null });
    expect(await first('Умань')).toMatchObject({ city: 'Умань', visicomId: null });
  });
});
