import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, healthSchema } from '../../../contracts';

const startedAt = Date.now();

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping().catch(() => false);
      const data = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', uptime: (Date.now() - startedAt) / 1000 } as const;
      return reply.status(up ? 200 : 503).send({ data });
    },
  );
};

export default health;
