import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from '../../../../contracts';
import { sendFile } from '../../lib/file-reply';
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
  route(
    adminRoutes.auditExport,
    { summary: 'The audit log through its filters, every entry, as a CSV or XLSX file in the request’s language (streamed)' },
    async (req, reply) => sendFile(reply, audit.export(req.query)),
  );
};

export default routes;
