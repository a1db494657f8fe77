import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, sharedMaxAge } from './page-cache.mjs';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real HTTP server: the cache in front of `answer`, which stands for Next; counts what reaches it. */
async function start(answer: Answer, clock = { now: 1_000_000 }) {
  const cache = createPageCache({ maxBytes: 1024 * 1024, now: () => clock.now });
  const seen: string[] = [];
  server = createServer((req, res) =>
    cache.handle(req, res, (r: IncomingMessage, s: ServerResponse) => {
      seen.push(`${r.method} ${r.url}`);
      answer(r, s);
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const get = (path: string, init?: RequestInit) => fetch(base + path, init);
  return { get, seen, clock, cache };
}

const page =
  (cacheControl: string, extra: Record<string, string> = {}): Answer =>
  (req, res) => {
    res.setHeader('cache-control', cacheControl);
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write('<p>');
    res.end(`${req.url} ✓</p>`);
  };

describe('page cache', () => {
  it('keeps a shared answer for its s-maxage and serves the same bytes and headers', async () => {
    const { get, seen, clock } = await start(page('s-maxage=15, stale-while-revalidate=60', { 'x-nextjs-cache': 'HIT' }));
    const first = await get('/products?sort[price]=asc');
    expect(first.headers.get('x-page-cache')).toBeNull();
    clock.now += 14_000;
    const second = await get('/products?sort[price]=asc');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('age')).toBe('14');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(seen).toEqual(['GET /products?sort[price]=asc']);

    clock.now += 1_000;
    const expired = await get('/products?sort[price]=asc');
    expect(expired.headers.get('x-page-cache')).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('stores headers given to writeHead and every written chunk', async () => {
    const { get, seen } = await start((req, res) => {
      res.writeHead(200, { 'cache-control': 's-maxage=60', 'content-type': 'text/plain' });
      res.write(Buffer.from('a'));
      res.write('б');
      res.end();
    });
    await get('/company');
    const cached = await get('/company');
    expect(cached.headers.get('x-page-cache')).toBe('HIT');
    expect(cached.headers.get('content-type')).toBe('text/plain');
    expect(await cached.text()).toBe('aб');
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['a private answer', page('private, no-cache, no-store, max-age=0, must-revalidate'), {}],
    ['an answer without s-maxage', page('max-age=60'), {}],
    ['an answer that sets a cookie', page('s-maxage=60', { 'set-cookie': 'portal_at=x' }), {}],
    [
      'an answer that is not 200',
      (req: IncomingMessage, res: ServerResponse) => {
        res.statusCode = 404;
        page('s-maxage=60')(req, res);
      },
      {},
    ],
    ['a client-router request', page('s-maxage=60'), { headers: { rsc: '1' } }],
    ['a request with credentials', page('s-maxage=60'), { headers: { authorization: 'Bearer x' } }],
  ] as [string, Answer, RequestInit][])('passes %s through every time', async (_, answer, init) => {
    const { get, seen } = await start(answer);
    await get('/products', init);
    const again = await get('/products', init);
    expect(again.headers.get('x-page-cache')).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('drops what it keeps when cleared, including an answer begun before the clear', async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let firstList = true;
    const { get, seen, cache } = await start((req, res) => {
      res.setHeader('cache-control', 's-maxage=3600');
      res.write(`<p>${req.url}`);
      // The list is still being rendered while the catalogue changes.
      if (req.url === '/products' && firstList) {
        firstList = false;
        void gate.then(() => res.end(' (old catalogue)</p>'));
      } else res.end('</p>');
    });
    await get('/company');
    expect((await get('/company')).headers.get('x-page-cache')).toBe('HIT');
    cache.clear();
    expect((await get('/company')).headers.get('x-page-cache')).toBeNull();

    const pending = get('/products');
    await expect.poll(() => seen.length).toBe(3);
    cache.clear();
    open();
    expect(await (await pending).text()).toBe('<p>/products (old catalogue)</p>');
    const next = await get('/products');
    expect(next.headers.get('x-page-cache')).toBeNull();
    expect(await next.text()).toBe('<p>/products</p>');
    expect((await get('/products')).headers.get('x-page-cache')).toBe('HIT');
    expect(seen).toEqual(['GET /company', 'GET /company', 'GET /products', 'GET /products']);
  });

  it('never keeps POSTs or Next files', async () => {
    const { get, seen } = await start(page('s-maxage=60'));
    await get('/products', { method: 'POST' });
    await get('/products', { method: 'POST' });
    await get('/_next/static/x.js');
    await get('/_next/static/x.js');
    expect(seen).toHaveLength(4);
  });

  it('keys by the encoding the answer is sent in, not by how the request spells Accept-Encoding', async () => {
    const { get, seen } = await start(page('s-maxage=60'));
    const hit = async (acceptEncoding: string) =>
      (await get('/products', { headers: { 'accept-encoding': acceptEncoding } })).headers.get('x-page-cache') === 'HIT';
    expect(await hit('gzip, deflate, br')).toBe(false);
    expect(await hit('gzip, deflate, br, zstd')).toBe(true);
    expect(await hit('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(await hit('identity')).toBe(false);
    expect(await hit('br')).toBe(true);
    expect(await hit('deflate')).toBe(false);
    expect(seen).toHaveLength(3);
  });
});

describe('sharedMaxAge', () => {
  it('reads s-maxage unless the answer is private', () => {
    expect(sharedMaxAge('s-maxage=15, stale-while-revalidate=31535985')).toBe(15);
    expect(sharedMaxAge('S-MAXAGE=31536000')).toBe(31536000);
    expect(sharedMaxAge('private, s-maxage=15')).toBe(0);
    expect(sharedMaxAge('s-maxage=0')).toBe(0);
    expect(sharedMaxAge('s-maxage=abc')).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});
