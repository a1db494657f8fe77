import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes } from '../../../../contracts';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';

const routes: FastifyPluginAsync = async (app) => {
  const { notifications } = app.services;
  const route = routesOf(app, 'notifications');

  route(notificationRoutes.sidebar, { summary: 'Unread counters of the shell' }, async (request) => notifications.sidebar(request.user!));

  route(notificationRoutes.list, { summary: "The user's notifications, newest first" }, async (request) => {
    const { page, perPage } = request.query;
    return notifications.list(request.user!, { page, perPage, url: pageUrls(app.config.apiPublicUrl, request) }, request.t);
  });

  route(notificationRoutes.markRead, { summary: 'Marks all (or the given) notifications read; answers the unread count left' }, async (request) => ({
    notificationsCount: await notifications.markRead(request.user!, request.body?.ids),
  }));
};

export default routes;
