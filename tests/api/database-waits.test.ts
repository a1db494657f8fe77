import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, DEMO, login } from './accounts';
import { startServer, type TestServer } from './helpers';
import { tcpRelay } from './relay';

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
