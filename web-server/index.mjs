#!/usr/bin/env node
// @ts-check
// The production web server: Next's request handler behind the shared page cache (page-cache.mjs,
// ADR 0007), renewing the catalogue and news pages when the API's catalogue or content changes
// (version-watch.mjs, ADR 0011 and 0041).
// Started by scripts/start.mjs; `node web-server/index.mjs` with WEB_PORT (default 3000).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { watchVersion } from './version-watch.mjs';
import { createClientAddress } from './client-address.mjs';
import { createPageCache } from './page-cache.mjs';
import { SECURITY_HEADERS, withPageSecurity } from './page-security.mjs';
import { createStaticBrotli } from './static-brotli.mjs';

const port = Number(process.env.WEB_PORT ?? 3000);
const dir = path.resolve(import.meta.dirname, '..');
// Only this process may tell Next that the catalogue or the content changed (app/internal/changed); Next runs in it.
const changeSecret = randomBytes(32).toString('base64url');
process.env.CHANGE_NOTICE_SECRET = changeSecret;
const app = next({ dev: false, dir, hostname: 'localhost', port });
// The API as the browser reaches it: the pages' Content-Security-Policy allows it (ADR 0013).
const publicApiUrl = process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:4000';
const handle = withPageSecurity(app.getRequestHandler(), { apiUrl: publicApiUrl });
// PAGE_CACHE_MB=0 turns the cache off (every request reaches Next; the benchmark compares both).
const cacheMb = Number(process.env.PAGE_CACHE_MB ?? 64);
const cache = cacheMb > 0 ? createPageCache({ maxBytes: cacheMb * 1024 * 1024 }) : null;
const assets = createStaticBrotli({ distDir: path.join(dir, process.env.NEXT_DIST_DIR || '.next') });

const forwardClientAddress = createClientAddress(process.env.WEB_TRUST_PROXY);

await app.prepare();
const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (assets.handle(req, res)) return;
  forwardClientAddress(req);
  if (cache) cache.handle(req, res, handle);
  else handle(req, res);
});
// A kept-alive connection outlives the idle timeout of whatever sits in front (60 s on most balancers; a browser or a
// test client reusing its socket too), so nobody sends into a connection this server is closing (an ECONNRESET).
server.keepAliveTimeout = Number(process.env.WEB_KEEP_ALIVE_TIMEOUT_MS ?? 72_000);
server.headersTimeout = server.keepAliveTimeout + 1000;
// Without a host Node listens on every address, IPv4 and IPv6, as `next start` does.
server.listen(port, () => console.log(`web ready on http://localhost:${port}${cache ? '' : ' (page cache off)'}`));

// The API as server components reach it (serverApiUrl in lib/env.ts).
const apiUrl = process.env.API_INTERNAL_URL ?? process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:4000';
/** Each version renews the pages of its cache tag (lib/api/versioned-reads.ts). */
const watches = [
  { tag: 'catalog', name: 'catalogue', path: '/web/catalog/version' },
  { tag: 'content', name: 'content', path: '/web/content/version' },
].map(({ tag, name, path }) =>
  watchVersion({
    apiUrl,
    path,
    name,
    async onChange() {
      // Next first, so that what the page cache asks for after the clear is rendered anew.
      const res = await fetch(`http://127.0.0.1:${port}/internal/changed/${tag}`, { method: 'POST', headers: { authorization: `Bearer ${changeSecret}` } });
      if (res.status !== 204) throw new Error(`/internal/changed/${tag} answered ${res.status}`);
      cache?.clear();
    },
  }),
);
server.once('listening', () => watches.forEach((watch) => watch.start()));

function stop() {
  watches.forEach((watch) => watch.stop());
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running after 10 s are cut.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
