import type { FastifyInstance } from 'fastify';
import { addressRoutes } from '../modules/addresses';
import { adminRoutes } from '../modules/admin';
import { auditRoutes } from '../modules/audit';
import { authRoutes } from '../modules/auth';
import { catalogAdminRoutes, catalogRoutes } from '../modules/catalog';
import { chatRoutes } from '../modules/chats';
import { dashboardRoutes } from '../modules/dashboard';
import { newsRoutes } from '../modules/news';
import { infoPagesRoutes } from '../modules/info-pages';
import { dealerRoutes } from '../modules/dealers';
import { installationRequestRoutes } from '../modules/installation-requests';
import { fgasRoutes } from '../modules/fgas';
import { commissioningRoutes } from '../modules/commissioning';
import { completionRoutes, installationRoutes } from '../modules/installations';
import { notificationRoutes } from '../modules/notifications';
import { preventionRoutes } from '../modules/preventions';
import { objectRoutes } from '../modules/objects';
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
  await app.register(catalogAdminRoutes);
  await app.register(addressRoutes);
  await app.register(installationRoutes);
  await app.register(completionRoutes);
  await app.register(preventionRoutes);
  await app.register(dealerRoutes);
  await app.register(objectRoutes);
  await app.register(installationRequestRoutes);
  await app.register(fgasRoutes);
  await app.register(commissioningRoutes);
  await app.register(uploadRoutes);
  await app.register(chatRoutes);
  await app.register(adminRoutes);
  await app.register(auditRoutes);
  await app.register(dashboardRoutes);
  await app.register(newsRoutes);
  await app.register(infoPagesRoutes);
}
