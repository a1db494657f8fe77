import { Redis } from 'ioredis';

/** The Redis the tests that need one use (TEST_REDIS_URL); they skip where it does not answer. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens on port 1: connections to it are refused at once (a configured Redis that is down). */
export const NO_REDIS_URL = 'redis://127.0.0.1:1';

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

export const hasRedis = await redisAnswers();
