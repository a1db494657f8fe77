// @vitest-environment node
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.mjs';
import { withPageSecurity } from './page-security.mjs';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
// Non-ASCII text: the hash is of the UTF-8 bytes, as the browser computes it.
const payload = 'self.__next_f.push([1,"Кондиціонер — ціна"])';
const page = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  `<script>${bootstrap}</script>`,
  `<script>${payload}</script><script>${bootstrap}</script>`,
  '</body></html>',
];

/** A real HTTP server with the wrapped handler in front of `handler`, behind the page cache when `cached`. */
async function start(handler: (req: IncomingMessage, res: ServerResponse) => void, { cached = false } = {}) {
  const secured = withPageSecurity(handler, { apiUrl: 'https://api.portal.test' });
  const cache = cached ? createPageCache() : null;
  server = createServer((req, res) => (cache ? cache.handle(req, res, secured) : secured(req, res)));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Writes the page as Next streams it: headers set, flushed, then chunk by chunk. */
function streamPage(req: IncomingMessage, res: ServerResponse, { gzip = false } = {}) {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=60');
  if (gzip) {
    res.writeHead(200, { 'content-encoding': 'gzip' });
    return res.end(gzipSync(page.join('')));
  }
  res.flushHeaders();
  for (const chunk of page) res.write(chunk);
  res.end();
}

describe('the pages’ Content-Security-Policy', () => {
  it('allows exactly the page’s executed inline scripts by hash, the API and the video players, and no framing', async () => {
    const url = await start((req, res) => streamPage(req, res));
    const res = await fetch(url);
    expect(await res.text()).toBe(page.join(''));
    const policy = res.headers.get('content-security-policy')!;
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha(bootstrap)} ${sha(payload)}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://api.portal.test wss://api.portal.test");
    expect(policy).toContain("img-src 'self' data: blob: https://api.portal.test");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('reads the hashes of a page Next compressed', async () => {
    const url = await start((req, res) => streamPage(req, res, { gzip: true }));
    const res = await fetch(url);
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${sha(bootstrap)} ${sha(payload)};`);
  });

  it('leaves answers that are not HTML untouched, streamed as they come', async () => {
    const url = await start((req, res) => {
      res.writeHead(200, { 'content-type': 'text/x-component' });
      res.write('0:["payload"]\n');
      setTimeout(() => res.end('1:["more"]\n'), 10);
    });
    const res = await fetch(url);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(await res.text()).toBe('0:["payload"]\n1:["more"]\n');
  });

  it('keeps the policy with the page cache’s copy', async () => {
    let rendered = 0;
    const url = await start(
      (req, res) => {
        rendered += 1;
        streamPage(req, res);
      },
      { cached: true },
    );
    const first = await fetch(url);
    const again = await fetch(url);
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    expect(rendered).toBe(1);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(await again.text()).toBe(page.join(''));
  });
});
