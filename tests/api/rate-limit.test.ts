import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { authRoutes, healthRoutes } from '../../contracts';
import { memoryStore, RateLimiter, redisStore, type RateLimitStore } from '../../server/src/lib/rate-limit';
import { ACCOUNTS_ENV, newAccount, newIp } from './accounts';
import { startServer } from './helpers';
import { tcpRelay } from './relay';
import { hasRedis, NO_REDIS_URL, REDIS_URL } from './redis';

const quietEvents = () => ({ unavailable: vi.fn(), recovered: vi.fn() });

/** A relay to Redis: Redis going away under a running API. */
async function redisRelay() {
  const target = new URL(REDIS_URL);
  const relay = await tcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
  return { ...relay, url: () => `redis://127.0.0.1:${relay.port()}` };
}

function storeContract(name: string, make: () => RateLimitStore) {
  describe(name, () => {
    const store = make();
    afterAll(() => store.close());

    it('counts hits in a window and tells when it ends', async () => {
      const key = `t:${randomUUID()}`;
      expect(await store.get(key)).toEqual({ count: 0, retryAfter: 0 });
      expect(await store.hit(key, 60)).toMatchObject({ count: 1 });
      const second = await store.hit(key, 60);
      expect(second.count).toBe(2);
      expect(second.retryAfter).toBeGreaterThan(0);
      expect(second.retryAfter).toBeLessThanOrEqual(60);
      expect((await store.get(key)).count).toBe(2);
      await store.reset(key);
      expect((await store.get(key)).count).toBe(0);
    });

    it('RateLimiter.consume refuses past the limit with 429 and Retry-After', async () => {
      const limiter = new RateLimiter(store);
      const key = `t:${randomUUID()}`;
      await limiter.consume(key, { max: 2, windowSeconds: 30 });
      await limiter.consume(key, { max: 2, windowSeconds: 30 });
      await expect(limiter.consume(key, { max: 2, windowSeconds: 30 })).rejects.toMatchObject({
        statusCode: 429,
        headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
      });
    });
  });
}

storeContract('memory store', () => memoryStore());

describe('memory store windows', () => {
  it('a window ends after its time and counting starts again', async () => {
    let now = 1_000_000;
    const store = memoryStore(() => now);
    await store.hit('k', 60);
    await store.hit('k', 60);
    now += 59_000;
    expect((await store.get('k')).count).toBe(2);
    now += 1_000;
    expect((await store.get('k')).count).toBe(0);
    expect((await store.hit('k', 60)).count).toBe(1);
  });
});

describe('Redis that cannot be reached', () => {
  const events = quietEvents();
  storeContract('redis store counting in the process', () => redisStore(NO_REDIS_URL, `test:${randomUUID()}:`, events));

  it('is reported once, not at every failed reconnection', async () => {
    // ioredis retries after 50, 100, 150 ms...: by now it has failed to reconnect several times.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events.unavailable).toHaveBeenCalledTimes(1);
    expect(events.recovered).not.toHaveBeenCalled();
  });

  it('the API keeps throttling sign-in on its own instead of failing', async () => {
    const app = await startServer({ ...ACCOUNTS_ENV, REDIS_URL: NO_REDIS_URL });
    try {
      const account = await newAccount(app);
      const attacker = newIp();
      for (let i = 0; i < 10; i++)
        expect((await app.call(authRoutes.login, { body: { phone: account.phone, password: `wrong-${i}-xxxx` }, headers: attacker })).status).toBe(422);
      const blocked = await app.call(authRoutes.login, { body: { phone: account.phone, password: account.password }, headers: attacker });
      expect(blocked.status).toBe(429);
      expect((await app.call(healthRoutes.health)).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe.skipIf(!hasRedis)('with Redis at ' + REDIS_URL, () => {
  storeContract('redis store', () => redisStore(REDIS_URL, `test:${randomUUID()}:`));

  it('two API copies sharing REDIS_URL share the sign-in throttle', async () => {
    const env = { ...ACCOUNTS_ENV, REDIS_URL, RATE_LIMIT_PREFIX: `test:${randomUUID()}:` };
    const a = await startServer(env);
    const b = await startServer(env);
    try {
      // Five failures on each copy make the ten of the per-address-and-phone limit only if the copies share their counters.
      const account = await newAccount(a);
      const attacker = newIp();
      for (let i = 0; i < 5; i++)
        expect((await a.call(authRoutes.login, { body: { phone: account.phone, password: `wrong-${i}-xxxx` }, headers: attacker })).status).toBe(422);
      for (let i = 0; i < 5; i++)
        expect((await b.call(authRoutes.login, { body: { phone: account.phone, password: `wrong-${i}-xxxx` }, headers: attacker })).status).toBe(422);
      const blocked = await a.call(authRoutes.login, { body: { phone: account.phone, password: account.password }, headers: attacker });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    } finally {
      await a.close();
      await b.close();
    }
  }, 180_000);

  it('counts in the process while Redis is away and in Redis again once it is back', async () => {
    const relay = await redisRelay();
    const events = quietEvents();
    const store = redisStore(relay.url(), `test:${randomUUID()}:`, events);
    const key = `t:${randomUUID()}`;
    try {
      await store.hit(key, 60);
      expect((await store.hit(key, 60)).count).toBe(2);

      await relay.cut();
      expect((await store.hit(key, 60)).count).toBe(1);
      expect(events.unavailable).toHaveBeenCalledTimes(1);

      await relay.restore();
      await vi.waitFor(() => expect(events.recovered).toHaveBeenCalledTimes(1), { timeout: 5000, interval: 50 });
      expect((await store.hit(key, 60)).count).toBe(3);
    } finally {
      await store.close();
      await relay.cut();
    }
  });
});

describe('counters outlive a restart of the API', () => {
  // On a database that outlives the restart too (PGlite on disk, or PostgreSQL).
  async function attackThenRestart(env: Record<string, string>) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-rate-limits-'));
    let server = await startServer({ ...ACCOUNTS_ENV, DATA_DIR: dataDir, ...env });
    try {
      const account = await newAccount(server);
      const attacker = newIp();
      for (let i = 0; i < 10; i++) {
        expect((await server.call(authRoutes.login, { body: { phone: account.phone, password: `wrong-${i}-xxxx` }, headers: attacker })).status).toBe(422);
      }
      server = await server.restart();
      const blocked = await server.call(authRoutes.login, { body: { phone: account.phone, password: account.password }, headers: attacker });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
      const owner = await server.call(authRoutes.login, { body: { phone: account.phone, password: account.password }, headers: newIp() });
      expect(owner.status).toBe(200);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it('kept in the database without Redis', () => attackThenRestart({}), 180_000);

  it.skipIf(!hasRedis)('kept in Redis', () => attackThenRestart({ REDIS_URL, RATE_LIMIT_PREFIX: `test:${randomUUID()}:` }), 180_000);
});
