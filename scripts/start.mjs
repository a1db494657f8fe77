#!/usr/bin/env node
// `npm start`: starts the API (which migrates and seeds), builds the web app if it is not built, starts it,
// prints the URLs, and stops both cleanly on Ctrl-C. `npm run dev` (--dev) does the same with hot reload.
import path from 'node:path';
import { assertPortFree, buildWebIfNeeded, root, stackEnv, startService, stopService, waitForUrl } from './stack.mjs';

const dev = process.argv.includes('--dev');
const env = stackEnv({ NODE_ENV: dev ? 'development' : 'production', SEED_DEMO: 'true', ...process.env });
// The API runs with production defaults under `npm start` only when asked to; the demo (and the e2e journeys) read
// SMS codes at the development outbox, which answers only on this machine.
const apiProduction = process.env.NODE_ENV === 'production';
const apiEnv = { ...env, NODE_ENV: apiProduction ? 'production' : 'development', DEV_OUTBOX: env.DEV_OUTBOX || String(!apiProduction) };
const next = path.join(root, 'node_modules/next/dist/bin/next');
/** Next behind the shared page cache (web-server/, docs/decisions/0007-catalogue-list-cache.md). */
const webServer = path.join(root, 'web-server/index.mjs');
const services = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await Promise.all(services.map((s) => stopService(s)));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  await assertPortFree(env.API_PORT, 'API_PORT');
  await assertPortFree(env.WEB_PORT, 'WEB_PORT');
  const tsx = ['--import', 'tsx'];
  const api = startService(
    'api',
    dev ? [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/src/server.ts'] : [...tsx, 'server/src/server.ts'],
    apiEnv,
  );
  services.push(api);
  await waitForUrl(`http://127.0.0.1:${env.API_PORT}/health`, { child: api });
  // Built while the API answers, so that statically rendered pages (home) carry the catalogue.
  if (!dev) await buildWebIfNeeded(env);
  const web = startService('web', dev ? [next, 'dev', '-p', env.WEB_PORT] : [webServer], env);
  services.push(web);
  await waitForUrl(`http://127.0.0.1:${env.WEB_PORT}/version`, { child: web });
  for (const service of services) {
    service.on('exit', (code) => {
      if (!stopping) {
        console.error(`${service.serviceName} stopped unexpectedly (${code}); stopping the rest`);
        void stopAll(1);
      }
    });
  }
  console.log(`
  Climate portal is running
    web:      ${env.NEXT_PUBLIC_SITE_URL}  (en: ${env.NEXT_PUBLIC_SITE_URL}/en, pl: ${env.NEXT_PUBLIC_SITE_URL}/pl)
    API:      ${env.NEXT_PUBLIC_API_URL}
    API docs: ${env.NEXT_PUBLIC_API_URL}/docs
    database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR || './data'}`}
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
