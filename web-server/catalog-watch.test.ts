// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { watchCatalog } from './catalog-watch.mjs';

let api: Server | undefined;
let watch: ReturnType<typeof watchCatalog> | undefined;
afterEach(async () => {
  watch?.stop();
  await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
  api = undefined;
});

/** A real HTTP server standing for the API's `GET /web/catalog/version`; `state` is what it answers now. */
async function startApi(state: { version: string; status: number }) {
  api = createServer((req, res) => {
    if (req.url !== '/web/catalog/version') return void res.writeHead(404).end();
    res.writeHead(state.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(state.status === 200 ? { data: { version: state.version } } : { message: 'Service unavailable' }));
  });
  await new Promise<void>((resolve) => api!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(api!.address() as AddressInfo).port}`;
}

function recorder() {
  const log = { warnings: [] as string[], infos: [] as string[] };
  return { ...log, warn: (message: string) => log.warnings.push(message), info: (message: string) => log.infos.push(message) };
}

describe('catalogue watch', () => {
  it('renews at its first reading and then only when the version moves', async () => {
    const state = { version: '7', status: 200 };
    const changes: string[] = [];
    watch = watchCatalog({ apiUrl: await startApi(state), onChange: (v) => void changes.push(v), log: recorder() });
    await watch.check();
    await watch.check();
    expect(changes).toEqual(['7']);
    state.version = '8';
    await watch.check();
    await watch.check();
    expect(changes).toEqual(['7', '8']);
  });

  it('keeps the pages while the API cannot be asked, says so once, and catches up when it answers', async () => {
    const state = { version: '1', status: 200 };
    const changes: string[] = [];
    const log = recorder();
    const apiUrl = await startApi(state);
    watch = watchCatalog({ apiUrl, onChange: (v) => void changes.push(v), log });
    await watch.check();
    state.status = 503;
    state.version = '2';
    await watch.check();
    await watch.check();
    expect(changes).toEqual(['1']);
    expect(log.warnings).toEqual(['the catalogue version cannot be read; cached pages stay as they are until it can']);
    state.status = 200;
    await watch.check();
    expect(changes).toEqual(['1', '2']);
    expect(log.infos).toEqual(['the catalogue version can be read again']);
  });

  it('tries a renewal that failed again at the next check', async () => {
    const state = { version: '3', status: 200 };
    const attempts: string[] = [];
    const log = recorder();
    watch = watchCatalog({
      apiUrl: await startApi(state),
      onChange: (v) => {
        attempts.push(v);
        if (attempts.length === 1) throw new Error('Next answered 500');
      },
      log,
    });
    await watch.check();
    await watch.check();
    await watch.check();
    expect(attempts).toEqual(['3', '3']);
    expect(log.warnings).toEqual(['the catalogue changed (version 3) but the cached pages could not be renewed; trying again']);
  });

  it('checks again and again once started, until stopped', async () => {
    const state = { version: '1', status: 200 };
    const changes: string[] = [];
    watch = watchCatalog({ apiUrl: await startApi(state), onChange: (v) => void changes.push(v), log: recorder(), intervalMs: 20 });
    watch.start();
    await expect.poll(() => changes).toEqual(['1']);
    state.version = '2';
    await expect.poll(() => changes).toEqual(['1', '2']);
    watch.stop();
    state.version = '3';
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changes).toEqual(['1', '2']);
  });
});
