import fp from 'fastify-plugin';
import { memoryStore, RateLimiter, redisStore } from '../lib/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/** Rate-limit counters: in memory by default, in Redis when REDIS_URL is set (shared by API copies). */
export default fp(async (app) => {
  const store = app.config.REDIS_URL ? redisStore(app.config.REDIS_URL, app.config.RATE_LIMIT_PREFIX) : memoryStore();
  app.decorate('rateLimit', new RateLimiter(store));
  app.addHook('onClose', () => store.close());
});
