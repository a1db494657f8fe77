import type { FastifyInstance } from 'fastify';
import health from './health';

/** Every route module of the API; features add theirs here. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(health);
}
