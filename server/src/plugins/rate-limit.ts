import fp from 'fastify-plugin';
import { RateLimiter, redisStore } from '../lib/rate-limit';
import { databaseStore } from '../lib/rate-limit-database';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/**
 * Rate-limit counters: in Redis when REDIS_URL is set (shared by API copies), otherwise in the API's database; both
 * outlive a restart (docs/decisions/0012).
 */
export default fp(async (app) => {
  const store = app.config.REDIS_URL
    ? redisStore(app.config.REDIS_URL, app.config.RATE_LIMIT_PREFIX, {
        unavailable: (err) => app.log.warn({ err }, 'rate limits: Redis is unavailable; each API copy counts on its own until it answers'),
        recovered: () => app.log.info('rate limits: Redis answers again; counters are shared again'),
      })
    : databaseStore(app.db);
  app.decorate('rateLimit', new RateLimiter(store));
  app.addHook('onClose', () => store.close());
});
