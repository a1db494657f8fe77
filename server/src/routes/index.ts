import type { FastifyInstance } from 'fastify';
import addressRoutes from '../modules/addresses/routes';
import authRoutes from '../modules/auth/routes';
import sessionCheckRoutes from '../modules/auth/session-check';
import catalogRoutes from '../modules/catalog/routes';
import notificationRoutes from '../modules/notifications/routes';
import profileRoutes from '../modules/profile/routes';
import outboxRoutes from '../modules/sms/routes';
import health from './health';

/** Every route module of the API; features add theirs here. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(health);
  await app.register(authRoutes);
  await app.register(sessionCheckRoutes);
  await app.register(profileRoutes);
  await app.register(notificationRoutes);
  await app.register(outboxRoutes);
  await app.register(catalogRoutes);
  await app.register(addressRoutes);
}
