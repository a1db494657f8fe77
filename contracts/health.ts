import { z } from 'zod';
import { defineRoute } from './route';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptime: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthRoutes = {
  health: defineRoute({ method: 'GET', path: '/health', auth: 'public', response: healthSchema, statuses: [200, 503] }),
};
