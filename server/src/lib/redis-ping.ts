import { Redis } from 'ioredis';

/** How long /health waits for Redis (to connect, to answer) before it reports Redis down, ms. */
const PING_TIMEOUT_MS = 1000;

/**
 * A Redis connection of /health's own, as the database has one (db/client.ts): whether Redis answers, whatever the
 * rate-limit store's and the realtime adapter's connections are busy with. An outage is theirs to log, not this one's.
 */
export function redisPing(url: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 0, connectTimeout: PING_TIMEOUT_MS, commandTimeout: PING_TIMEOUT_MS });
  redis.on('error', () => {});
  return {
    ping: () =>
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
