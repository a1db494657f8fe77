import { Redis } from 'ioredis';
import { tooManyRequests } from './http-errors';

/** A fixed-window counter: how many hits in the current window and when (seconds) it ends. */
export type Counter = { count: number; retryAfter: number };

export type RateLimitStore = {
  /** Adds one hit; the first hit of a key starts its window. */
  hit: (key: string, windowSeconds: number) => Promise<Counter>;
  get: (key: string) => Promise<Counter>;
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

const EMPTY: Counter = { count: 0, retryAfter: 0 };
const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counters of one process (the default; enough for a single API copy). */
export function memoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const sweep = () => {
    if (windows.size < 10_000) return;
    for (const key of [...windows.keys()]) live(key);
  };
  return {
    async hit(key, windowSeconds) {
      sweep();
      const w = live(key) ?? { count: 0, endsAt: now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, retryAfter: secondsUntil(w.endsAt - now()) };
    },
    async get(key) {
      const w = live(key);
      return w ? { count: w.count, retryAfter: secondsUntil(w.endsAt - now()) } : EMPTY;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and start the window on the first hit, atomically, so concurrent API copies agree.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Counters shared by every API copy that uses the same Redis (REDIS_URL). */
export function redisStore(url: string, prefix = 'rl:'): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const toCounter = (count: number, ttlMs: number): Counter => (count > 0 && ttlMs > 0 ? { count, retryAfter: secondsUntil(ttlMs) } : EMPTY);
  return {
    async hit(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowSeconds * 1000))) as [number, number];
      return toCounter(count, ttl);
    },
    async get(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(prefix + key).pttl(prefix + key).exec()) as [[null, string | null], [null, number]];
      return toCounter(Number(count ?? 0), ttl);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export type Limit = { max: number; windowSeconds: number };

/** The API's throttles over one store. */
export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  /** Counts this attempt; 429 with Retry-After once it is over the limit. */
  async consume(key: string, limit: Limit) {
    const c = await this.store.hit(key, limit.windowSeconds);
    if (c.count > limit.max) throw tooManyRequests(c.retryAfter);
  }

  /** 429 when the limit is already reached, without counting (for throttles that count failures only). */
  async ensureBelow(key: string, limit: Limit) {
    const c = await this.store.get(key);
    if (c.count >= limit.max) throw tooManyRequests(c.retryAfter);
  }

  /** Counts a failure; answers whether the limit is now reached, and when it lifts. */
  async fail(key: string, limit: Limit) {
    const c = await this.store.hit(key, limit.windowSeconds);
    return { reached: c.count >= limit.max, retryAfter: c.retryAfter };
  }

  reset(key: string) {
    return this.store.reset(key);
  }
}
