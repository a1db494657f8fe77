import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { watchVersion } from './version-watch.mjs';

let api: Server | undefined;
let watch: ReturnType<typeof watchVersion> | undefined;
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

/**
 * A watch of a fake API that answers `version`; `changes` lists what `onChange` was called with, the first
 * `failures` calls throwing as a Next that cannot be reached would.
 */
async function watching(version: string, { failures = 0, intervalMs }: { failures?: number; intervalMs?: number } = {}) {
  const state = { version, status: 200 };
  const changes: string[] = [];
  const log = { warnings: [] as string[], infos: [] as string[] };
  watch = watchVersion({
    apiUrl: await startApi(state),
    path: '/web/catalog/version',
    name: 'catalogue',
    onChange: (v) => {
      changes.push(v);
      if (changes.length <= failures) throw new Error('Next answered 500');
    },
    log: { warn: (message) => void log.warnings.push(message), info: (message) => void log.infos.push(message) },
    intervalMs,
  });
  return { state, changes, log, watch };
}

describe('catalogue watch', () => {
  it('renews at its first reading and then only when the version moves', async () => {
    const { state, changes, watch } = await watching('7');
    await watch.check();
    await watch.check();
    expect(changes).toEqual(['7']);
    state.version = '8';
    await watch.check();
    await watch.check();
    expect(changes).toEqual(['7', '8']);
  });

  it('keeps the pages while the API cannot be asked, says so once, and catches up when it answers', async () => {
    const { state, changes, log, watch } = await watching('1');
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
    const { changes, log, watch } = await watching('3', { failures: 1 });
    await watch.check();
    await watch.check();
    await watch.check();
    expect(changes).toEqual(['3', '3']);
    expect(log.warnings).toEqual(['the catalogue changed (version 3) but the cached pages could not be renewed; trying again']);
  });

  it('checks again and again once started, until stopped', async () => {
    const { state, changes, watch } = await watching('1', { intervalMs: 20 });
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
