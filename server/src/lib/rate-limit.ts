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

export const EMPTY_COUNTER: Counter = { count: 0, retryAfter: 0 };
export const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

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
      return w ? { count: w.count, retryAfter: secondsUntil(w.endsAt - now()) } : EMPTY_COUNTER;
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
/**
 * A counter and its time left in one command. (A MULTI would do, but ioredis rejects each queued command's own promise
 * too when the connection drops, and nothing awaits those: unhandled rejections in whatever runs then.)
 */
const GET_SCRIPT = `return {redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1])}`;

/** What a Redis store tells its owner: Redis stopped answering (counting goes on in this process), or answers again. */
export type RedisStoreEvents = { unavailable: (error: Error) => void; recovered: () => void };

const writeToStderr: RedisStoreEvents = {
  unavailable: (error) => console.error(`Rate limits: Redis is unavailable (${error.message}); counting in this process until it answers`),
  recovered: () => console.error('Rate limits: Redis answers again'),
};

/**
 * Counters shared by every API copy that uses the same Redis (REDIS_URL). While Redis cannot be reached the
 * counters of this process take over: each copy still throttles on its own, where refusing every request (sign-in
 * down with Redis) or counting nothing (SMS codes sent without limit) would be worse (docs/decisions/0010).
 */
export function redisStore(url: string, prefix = 'rl:', events: RedisStoreEvents = writeToStderr): RateLimitStore {
  const redis = new Redis(url, {
    // A command fails at once instead of waiting for the next reconnection attempt (up to 2 s apart).
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  const local = memoryStore();
  let available = true;
  const lost = (error: Error) => {
    if (!available) return;
    available = false;
    events.unavailable(error);
  };
  // ioredis reports every failed (re)connection here; without a listener it prints each one.
  redis.on('error', lost);
  const regained = () => {
    if (available) return;
    available = true;
    events.recovered();
  };
  redis.on('ready', regained);
  // Commands issued while reconnecting would wait for the next attempt: the local counters answer instead.
  const reachable = () => redis.status === 'ready' || redis.status === 'connecting' || redis.status === 'connect';
  async function shared<T>(command: () => Promise<T>, inProcess: () => Promise<T>): Promise<T> {
    if (!reachable()) return inProcess();
    try {
      const answer = await command();
      // A command can fail (a timeout) while the connection stays up: no 'ready' follows when Redis answers again.
      regained();
      return answer;
    } catch (error) {
      lost(error as Error);
      return inProcess();
    }
  }
  const toCounter = (count: number, ttlMs: number): Counter => (count > 0 && ttlMs > 0 ? { count, retryAfter: secondsUntil(ttlMs) } : EMPTY_COUNTER);
  return {
    hit: (key, windowSeconds) =>
      shared(
        async () => {
          const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowSeconds * 1000))) as [number, number];
          return toCounter(count, ttl);
        },
        () => local.hit(key, windowSeconds),
      ),
    get: (key) =>
      shared(
        async () => {
          const [count, ttl] = (await redis.eval(GET_SCRIPT, 1, prefix + key)) as [string | null, number];
          return toCounter(Number(count ?? 0), ttl);
        },
        () => local.get(key),
      ),
    reset: (key) =>
      shared(
        async () => {
          await redis.del(prefix + key);
        },
        () => local.reset(key),
      ),
    async close() {
      await local.close();
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}

export type Limit = { max: number; windowSeconds: number };
/** One counter of a throttle: its key (what it counts: an address, a phone, both) and its limit. */
export type Throttle = { key: string; limit: Limit };

/** The API's throttles over one store. */
export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  /** Whether any of the counters has reached its limit and when the last of those lifts, without counting. */
  async reached(throttles: Throttle[]) {
    const counters = await Promise.all(throttles.map((t) => this.store.get(t.key)));
    const full = counters.filter((c, i) => c.count >= throttles[i].limit.max);
    return { reached: full.length > 0, retryAfter: Math.max(0, ...full.map((c) => c.retryAfter)) };
  }

  /** 429 (the longest Retry-After) when any of the counters has reached its limit, without counting. */
  async ensureBelowAll(throttles: Throttle[]) {
    const state = await this.reached(throttles);
    if (state.reached) throw tooManyRequests(state.retryAfter);
  }

  /** Counts a failure on every counter; answers whether one of them is now reached, and when those (or, if none, all) lift. */
  async failAll(throttles: Throttle[]) {
    const results = await Promise.all(throttles.map((t) => this.fail(t.key, t.limit)));
    const reached = results.filter((r) => r.reached);
    return { reached: reached.length > 0, retryAfter: Math.max(...(reached.length > 0 ? reached : results).map((r) => r.retryAfter)) };
  }

  /** Counts this attempt on each counter in turn; 429 at the first one over its limit (the later ones are not counted). */
  async consumeAll(throttles: Throttle[]) {
    for (const t of throttles) await this.consume(t.key, t.limit);
  }

  /** Counts this attempt; 429 with Retry-After once it is over the limit. */
  async consume(key: string, limit: Limit) {
    const c = await this.store.hit(key, limit.windowSeconds);
    if (c.count > limit.max) throw tooManyRequests(c.retryAfter);
  }

  /** Counts this attempt; answers whether it is beyond the limit (a threshold past which something else applies, not a 429). */
  async beyond(key: string, limit: Limit) {
    const c = await this.store.hit(key, limit.windowSeconds);
    return c.count > limit.max;
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
