import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticBrotli } from './static-brotli.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const script = `console.log(${JSON.stringify('compressible '.repeat(500))});`;

/** A real HTTP server over a build directory: brotli assets first, then `Next` (which answers 'next'). */
async function start() {
  const distDir = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'static/chunks/app.js'), script);
  writeFileSync(path.join(distDir, 'static/chunks/app.css'), 'body{color:red}');
  mkdirSync(path.join(distDir, 'static/media'));
  writeFileSync(path.join(distDir, 'static/media/logo.woff2'), 'font');
  writeFileSync(path.join(distDir, 'secret.js'), 'secret');
  const assets = createStaticBrotli({ distDir });
  server = createServer((req, res) => {
    if (assets.handle(req, res)) return;
    res.setHeader('x-from', 'next');
    res.end('next');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  // node:http rather than fetch, which would decode the body: the test reads the bytes as sent.
  const get = (pathname: string, acceptEncoding = 'gzip, deflate, br') =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(base + pathname, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  /** Asks until the background compression is done (the first answers come from Next). */
  const getCompressed = async (pathname: string) => {
    for (let i = 0; i < 50; i += 1) {
      const answer = await get(pathname);
      if (answer.headers['content-encoding'] === 'br') return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${pathname} was never served compressed`);
  };
  return { get, getCompressed };
}

describe('brotli build assets', () => {
  it('serves a script brotli-compressed, once ready, with the headers of an immutable asset', async () => {
    const { get, getCompressed } = await start();
    const first = await get('/_next/static/chunks/app.js');
    expect(first.headers['x-from']).toBe('next');
    const { headers, body } = await getCompressed('/_next/static/chunks/app.js');
    expect(headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('serves styles too', async () => {
    const { getCompressed } = await start();
    const { headers, body } = await getCompressed('/_next/static/chunks/app.css?v=1');
    expect(headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(brotliDecompressSync(body).toString()).toBe('body{color:red}');
  });

  it('leaves to Next a browser without brotli, other kinds of files, missing files and paths outside the build assets', async () => {
    const { get, getCompressed } = await start();
    await getCompressed('/_next/static/chunks/app.js');
    /** Next answers, also after a compression of that file could have finished. */
    const stillNext = async (pathname: string, acceptEncoding?: string) => {
      expect((await get(pathname, acceptEncoding)).body.toString()).toBe('next');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await get(pathname, acceptEncoding)).body.toString()).toBe('next');
    };
    await stillNext('/_next/static/chunks/app.js', 'gzip');
    await stillNext('/_next/static/chunks/app.js', 'br;q=0, gzip');
    await stillNext('/_next/static/media/logo.woff2');
    await stillNext('/_next/static/chunks/missing.js');
    await stillNext('/_next/static/..%2Fsecret.js');
    await stillNext('/_next/static/%E0%A4%A.js');
    await stillNext('/secret.js');
  });
});
