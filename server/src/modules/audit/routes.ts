import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from '../../../../contracts';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';

/** The audit log over HTTP, in the back-office's area `admin` (support only). */
const routes: FastifyPluginAsync = async (app) => {
  const { audit } = app.services;
  const route = routesOf(app, 'audit');

  route(
    adminRoutes.audit,
    { summary: 'The audit log of admin actions and decisions, newest first, filtered by action, actor, subject and period' },
    async (req) => audit.list(req.query, pageUrls(app.config.apiPublicUrl, req)),
  );
};

export default routes;
