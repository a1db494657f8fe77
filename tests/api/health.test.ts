import { describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, DEMO, login } from './accounts';
import { startServer, type TestServer } from './helpers';
import { hasRedis, NO_REDIS_URL, REDIS_URL } from './redis';

/** GET /health: the database and Redis, each as it answers now. */
async function withServer(env: Record<string, string>, check: (server: TestServer) => Promise<void>) {
  const server = await startServer({ ...ACCOUNTS_ENV, ...env });
  try {
    await check(server);
  } finally {
    await server.close();
  }
}

describe('GET /health', () => {
  it.skipIf(!hasRedis)('is ok with Redis configured and answering', () =>
    withServer({ REDIS_URL }, async (server) => {
      const res = await server.request('/health');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
    }),
  );

  it('is degraded but 200 while the configured Redis does not answer, and the API still serves', () =>
    withServer({ REDIS_URL: NO_REDIS_URL }, async (server) => {
      const res = await server.request('/health');
      expect(res.status).toBe(200);
      expect(res.headers.get('retry-after')).toBeNull();
      expect(res.body.data).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
      // The sign-in's rate limits count in this process meanwhile (docs/decisions/0010).
      const session = await login(server, DEMO.user);
      expect((await server.request('/web/profile', { token: session.accessToken })).status).toBe(200);
    }));

  it('is ok without Redis configured (and says so); down, 503 with Retry-After, once the database does not answer', () =>
    withServer({}, async (server) => {
      const ok = await server.request('/health');
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ status: 'ok', database: 'up', redis: 'none' });

      const { database } = server.app;
      await database.close();
      // Closed already: the API's own close has nothing left to close.
      database.close = async () => {};
      const res = await server.request('/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body.data).toMatchObject({ status: 'down', database: 'down', redis: 'none' });
    }));
});
