import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/src/db/client';
import { ACCOUNTS_ENV, DEMO, login } from './accounts';
import { startServer, type TestServer } from './helpers';
import { tcpRelay } from './relay';
import { adminQuery, withDatabase } from './seeded-database';

/**
 * PostgreSQL that holds a lock for long or stops answering: the API answers 503 with Retry-After within its bounds,
 * and /health answers from a connection of its own. PGlite is one in-process connection: nothing there to wait for.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

const expectUnavailable = (res: { status: number; body: any; headers: Headers }, lang = 'en') => {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.body).toEqual({
    message: lang === 'en' ? 'The service is briefly unavailable. Please try again in 5 s' : 'Сервіс тимчасово недоступний. Спробуйте ще раз за 5 с',
  });
};

describe.skipIf(!pgUrl)('a long lock on users', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ ...ACCOUNTS_ENV, DATABASE_LOCK_TIMEOUT_MS: '1500', DATABASE_CONNECT_TIMEOUT_MS: '1500' });
  });
  afterAll(() => server.close());

  it('leaves /health answering, and data routes answer 503 with Retry-After instead of waiting', async () => {
    const { accessToken } = await login(server, DEMO.user);
    const { default: pg } = await import('pg');
    const holder = new pg.Client({ connectionString: server.config.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table users in access exclusive mode');
      // More waiting requests than the pool has connections: before, /health queued behind them.
      const waiting = Array.from({ length: 12 }, () => server.request('/web/profile?lang=en', { token: accessToken }));
      const health = await server.request('/health');
      expect(health.status).toBe(200);
      expect(health.body.data).toMatchObject({ status: 'ok', database: 'up' });
      for (const res of await Promise.all(waiting)) expectUnavailable(res);
      expectUnavailable(await server.request('/web/profile', { token: accessToken }), 'uk');
      // A file whose first rows cannot be read answers the same, not half a file or a broken answer.
      const file = await server.request('/web/installations/export?lang=en', { token: accessToken });
      expectUnavailable(file);
      expect(file.headers.get('content-disposition')).toBeNull();
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await server.request('/web/profile', { token: accessToken })).status).toBe(200);
  });
});

describe.skipIf(!pgUrl)('PostgreSQL refusing connections', () => {
  let server: TestServer;
  let relay: Awaited<ReturnType<typeof tcpRelay>>;
  beforeAll(async () => {
    const target = new URL(pgUrl!);
    relay = await tcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startServer(
      { ...ACCOUNTS_ENV, DATABASE_CONNECT_TIMEOUT_MS: '1500' },
      {
        viaDatabaseUrl: (url) => Object.assign(new URL(url), { host: `127.0.0.1:${relay.port()}` }),
      },
    );
  });
  afterAll(async () => {
    await relay.restore().catch(() => {});
    await server.close();
  });

  it('answers 503 with Retry-After on data routes and /health, and recovers when it answers again', async () => {
    const { accessToken } = await login(server, DEMO.user);
    await relay.cut();
    expectUnavailable(await server.request('/web/profile?lang=en', { token: accessToken }));
    expectUnavailable(await server.request('/web/catalog/products?lang=en&search=aurora'));
    expectUnavailable(await server.request('/login?lang=en', { method: 'POST', body: { phone: DEMO.user, password: 'demo12345' } }));
    const health = await server.request('/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    expect(health.body.data).toMatchObject({ status: 'down', database: 'down' });
    await relay.restore();
    expect((await server.request('/web/profile', { token: accessToken })).status).toBe(200);
  });
});

describe.skipIf(!pgUrl)('a migration longer than a request may take', () => {
  it('runs to its end: migrations are not bound by the statement timeout of requests', async () => {
    const name = `portal_migrate_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(pgUrl!, `create database ${name}`);
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
    const database = await openPostgres(withDatabase(pgUrl!, name), { connectMs: 5000, lockMs: 5000, statementMs: 100 });
    try {
      // One migration of a statement three times the bound, as a backfill of a large table is.
      await mkdir(path.join(folder, 'meta'));
      await writeFile(path.join(folder, '0000_slow.sql'), 'CREATE TABLE "slow" AS SELECT 1 AS "n" FROM pg_sleep(0.3);');
      const journal = { version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_slow', breakpoints: true }] };
      await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
      await database.migrate(folder);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: withDatabase(pgUrl!, name) });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as n from slow').finally(() => client.end());
      expect(rows).toEqual([{ n: 1 }]);
      // The requests' own statements stay bounded.
      await expect(database.db.execute(sql`select pg_sleep(0.3)`)).rejects.toThrow();
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
      await adminQuery(pgUrl!, `drop database if exists ${name} with (force)`);
    }
  });
});
