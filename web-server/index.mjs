#!/usr/bin/env node
// @ts-check
// The production web server: Next's request handler behind the shared page cache (page-cache.mjs,
// ADR 0007), renewing the catalogue pages when the API's catalogue changes (catalog-watch.mjs, ADR 0011).
// Started by scripts/start.mjs; `node web-server/index.mjs` with WEB_PORT (default 3000).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { watchCatalog } from './catalog-watch.mjs';
import { createClientAddress } from './client-address.mjs';
import { createPageCache } from './page-cache.mjs';
import { SECURITY_HEADERS, withPageSecurity } from './page-security.mjs';
import { createStaticBrotli } from './static-brotli.mjs';

const port = Number(process.env.WEB_PORT ?? 3000);
const dir = path.resolve(import.meta.dirname, '..');
// Only this process may tell Next that the catalogue changed (app/internal/catalog-changed); Next runs in it.
const changeSecret = randomBytes(32).toString('base64url');
process.env.CATALOG_CHANGE_SECRET = changeSecret;
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
// Without a host Node listens on every address, IPv4 and IPv6, as `next start` does.
server.listen(port, () => console.log(`web ready on http://localhost:${port}${cache ? '' : ' (page cache off)'}`));

const catalog = watchCatalog({
  // The API as server components reach it (serverApiUrl in lib/env.ts).
  apiUrl: process.env.API_INTERNAL_URL ?? process.env.NEXT_PUBLIC_API_URL ?? 'http://localhost:4000',
  async onChange() {
    // Next first, so that what the page cache asks for after the clear is rendered anew.
    const res = await fetch(`http://127.0.0.1:${port}/internal/catalog-changed`, { method: 'POST', headers: { authorization: `Bearer ${changeSecret}` } });
    if (res.status !== 204) throw new Error(`/internal/catalog-changed answered ${res.status}`);
    cache?.clear();
  },
});
server.once('listening', () => catalog.start());

function stop() {
  catalog.stop();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running after 10 s are cut.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
