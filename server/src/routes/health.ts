import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from '../../../contracts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/http-errors';
import { redisPing } from '../lib/redis-ping';
import { routesOf } from '../lib/route';

const startedAt = Date.now();

/**
 * The database down is a 503 (nothing can be served); Redis down only degrades: each copy counts its rate limits on
 * its own (docs/decisions/0010) and delivers realtime events to its own sockets (docs/decisions/0019).
 */
const health: FastifyPluginAsync = async (app) => {
  const redis = app.config.REDIS_URL ? redisPing(app.config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  const route = routesOf(app, 'system');
  route(healthRoutes.health, { summary: 'Liveness, and whether the database and Redis answer' }, async (_request, reply) => {
    const [database, redisUp] = await Promise.all([app.database.ping().catch(() => false), redis?.ping()]);
    if (!database) reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return {
      status: !database ? 'down' : redisUp === false ? 'degraded' : 'ok',
      database: database ? 'up' : 'down',
      redis: redisUp === undefined ? 'none' : redisUp ? 'up' : 'down',
      uptime: (Date.now() - startedAt) / 1000,
    } as const;
  });
};

export default health;
