import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from '../../../contracts';
import { routesOf } from '../lib/route';

const startedAt = Date.now();

const health: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, 'system');
  route(healthRoutes.health, { summary: 'Liveness and database reachability' }, async (_request, reply) => {
    const up = await app.database.ping().catch(() => false);
    reply.status(up ? 200 : 503);
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', uptime: (Date.now() - startedAt) / 1000 } as const;
  });
};

export default health;
