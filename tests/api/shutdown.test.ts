import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from './seeded-database';

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

/**
 * The API as `npm start` runs it (tsx, which keeps what it compiled in its cache). Without the demo data unless asked:
 * what these tests prove (migrations on an empty database, shutdown, two copies migrating) is the database's and the
 * process's, and the demo seeders' run on an existing database is what every other API test's server does on its
 * copy (tests/api/helpers.ts); seeding the demo data on an empty PGlite took ~17 s of the first start here.
 */
function startProcess(dataDir: string, port: number, { databaseUrl = '', demo = false } = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: String(demo),
    },
    stdio: 'ignore',
  });
}

describe('the API process', () => {
  // One embedded database for the first two tests: the first migrates it from empty, the second starts on it (as a
  // deploy restarts on existing data) and so skips a second migration. Run alone, the second migrates it itself.
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-shutdown-')), 'db');

  it('migrates an empty embedded database on start, stops cleanly on SIGTERM, and starts again on the same data', async () => {
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
    const secondExited = new Promise<number | null>((resolve) => second.on('exit', (code) => resolve(code)));
    try {
      expect((await waitForHealth(url, second)).status).toBe(200);
    } finally {
      second.kill('SIGTERM');
    }
    // Closed again before the next test opens the same folder.
    expect(await secondExited).toBe(0);
  }, 240_000);

  it('answers a request in flight when SIGTERM arrives, refuses new connections meanwhile, then exits cleanly', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = startProcess(dataDir, port);
    await waitForHealth(url, child);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    // A sign-in whose body is still arriving when the process is told to stop (a slow phone on a deploy).
    const body = JSON.stringify({ phone: '380679999999', password: 'not-the-password' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 12));
      setTimeout(() => child.kill('SIGTERM'), 200);
      setTimeout(() => request.end(body.slice(12)), 1500);
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(fetch(`${url}/health`)).rejects.toThrow();

    // Answered in full: the refusal of a wrong password (docs/api.md), not a reset connection.
    const { status, text } = await answer;
    expect(status, text).toBe(422);
    expect(JSON.parse(text).errors).toHaveProperty('signIn');
    expect(await exited).toBe(0);
  }, 240_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two copies started at once on an empty PostgreSQL database both come up: one migrates and seeds, the other waits for it',
    async () => {
      const pgUrl = process.env.TEST_DATABASE_URL!;
      const name = `portal_two_copies_${process.pid}_${Date.now()}`;
      await adminQuery(pgUrl, `create database ${name}`);
      const url = withDatabase(pgUrl, name);
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-copies-'));
      const ports = [await freePort(), await freePort()];
      // With the demo data: the demo seeders are most of the seeding, so the second copy waits the longest for the first.
      const copies = ports.map((port, i) => startProcess(path.join(dir, `copy-${i}`), port, { databaseUrl: url, demo: true }));
      try {
        for (const [i, port] of ports.entries()) expect((await waitForHealth(`http://127.0.0.1:${port}`, copies[i])).status).toBe(200);
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const migrations = readdirSync(path.resolve(import.meta.dirname, '../../server/drizzle')).filter((f) => f.endsWith('.sql')).length;
          expect((await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n).toBe(migrations);
          const seeded = await client.query('select name, count(*)::int as n from seed_runs group by name having count(*) > 1');
          expect(seeded.rows).toEqual([]);
        } finally {
          await client.end();
        }
      } finally {
        await Promise.all(
          copies.map((copy) => new Promise((resolve) => (copy.exitCode !== null ? resolve(null) : (copy.on('exit', resolve), copy.kill('SIGTERM'))))),
        );
        await adminQuery(pgUrl, `drop database if exists ${name} with (force)`);
      }
    },
    240_000,
  );
});
