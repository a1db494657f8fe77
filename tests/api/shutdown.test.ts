import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, child: ReturnType<typeof spawn>) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return res;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('server did not start');
}

function startProcess(dataDir: string, port: number) {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      DATABASE_URL: '',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
}

describe('the API process', () => {
  it('migrates an empty embedded database on start, stops cleanly on SIGTERM, and starts again on the same data', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-shutdown-')), 'db');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    const first = startProcess(dataDir, port);
    const health = await (await waitForHealth(url, first)).json();
    expect(health.data.database).toBe('up');
    const exited = new Promise<number | null>((resolve) => first.on('exit', (code) => resolve(code)));
    first.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/health`)).rejects.toThrow();

    // The database folder was closed properly: a second process opens it (already migrated and seeded).
    const second = startProcess(dataDir, port);
    try {
      expect((await waitForHealth(url, second)).status).toBe(200);
    } finally {
      second.kill('SIGTERM');
    }
  }, 240_000);
});
