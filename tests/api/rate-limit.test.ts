import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryStore, RateLimiter, redisStore, type RateLimitStore } from '../../server/src/lib/rate-limit';
import { ACCOUNTS_ENV, newAccount, newIp } from './accounts';
import { startServer } from './helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers() {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const hasRedis = await redisAnswers();

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
      await expect(limiter.consume(key, { max: 2, windowSeconds: 30 })).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
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

describe.skipIf(!hasRedis)('with Redis at ' + REDIS_URL, () => {
  storeContract('redis store', () => redisStore(REDIS_URL, `test:${randomUUID()}:`));

  it('two API copies sharing REDIS_URL share the sign-in throttle', async () => {
    const env = { ...ACCOUNTS_ENV, REDIS_URL, RATE_LIMIT_PREFIX: `test:${randomUUID()}:` };
    const a = await startServer(env);
    const b = await startServer(env);
    try {
      // Five failures on each copy make the ten of the per-phone limit only if the copies share their counters.
      const account = await newAccount(a);
      for (let i = 0; i < 5; i++) expect((await a.request('/login', { method: 'POST', body: { phone: account.phone, password: `wrong-${i}-xxxx` }, headers: newIp() })).status).toBe(422);
      for (let i = 0; i < 5; i++) expect((await b.request('/login', { method: 'POST', body: { phone: account.phone, password: `wrong-${i}-xxxx` }, headers: newIp() })).status).toBe(422);
      const blocked = await a.request('/login', { method: 'POST', body: { phone: account.phone, password: account.password }, headers: newIp() });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
