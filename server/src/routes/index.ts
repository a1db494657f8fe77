import type { FastifyInstance } from 'fastify';
import { addressRoutes } from '../modules/addresses';
import { authRoutes } from '../modules/auth';
import { catalogRoutes } from '../modules/catalog';
import { dealerRoutes } from '../modules/dealers';
import { completionRoutes, installationRoutes } from '../modules/installations';
import { notificationRoutes } from '../modules/notifications';
import { profileRoutes } from '../modules/profile';
import { uploadRoutes } from '../modules/uploads';
import { outboxRoutes } from '../modules/sms';
import health from './health';

/** Every route module of the API; features add theirs here. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(health);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(notificationRoutes);
  await app.register(outboxRoutes);
  await app.register(catalogRoutes);
  await app.register(addressRoutes);
  await app.register(installationRoutes);
  await app.register(completionRoutes);
  await app.register(dealerRoutes);
  await app.register(uploadRoutes);
}
