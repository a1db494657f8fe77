import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  langQuery,
  notificationsCountSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadBodySchema,
  sidebarSchema,
} from '../../../../contracts';
import { pageUrls } from '../../lib/paging';
import { listNotifications, markRead } from './service';
import { sidebarOf } from './sidebar';

const security = [{ bearer: [] }];

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/web/sidebar',
    { schema: { tags: ['notifications'], summary: 'Unread counters of the shell', security, querystring: langQuery, response: { 200: envelope(sidebarSchema) } } },
    async (request) => ({ data: await sidebarOf(app.db, request.user!.id) }),
  );

  app.get(
    '/web/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The user's notifications, newest first",
        security,
        querystring: notificationsQuerySchema,
        response: { 200: envelope(notificationsPageSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const url = pageUrls(app.config.apiPublicUrl, request);
      return { data: await listNotifications(app.db, request.user!.id, { page, perPage, url }, request.t) };
    },
  );

  app.post(
    '/web/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks all (or the given) notifications read; answers the unread count left',
        security,
        querystring: langQuery,
        body: notificationsReadBodySchema,
        response: { 200: envelope(notificationsCountSchema) },
      },
    },
    async (request) => ({ data: { notificationsCount: await markRead(app.db, request.user!.id, request.body?.ids) } }),
  );
};

export default notificationRoutes;
