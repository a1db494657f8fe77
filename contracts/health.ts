import { z } from 'zod';
import { defineRoute } from './route';

export const healthSchema = z.object({
  /** `degraded`: Redis is configured but does not answer, and the API still serves (docs/decisions/0010); `down`: the database does not answer (503). */
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['up', 'down']),
  /** `none`: no REDIS_URL. */
  redis: z.enum(['up', 'down', 'none']),
  uptime: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthRoutes = {
  health: defineRoute({ method: 'GET', path: '/health', auth: 'public', response: healthSchema, statuses: [200, 503] }),
};
