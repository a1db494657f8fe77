import type { FastifyPluginAsync } from 'fastify';
import { installationRequestRoutes as r } from '../../../../contracts';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';

/**
 * Requests for work over HTTP (service.ts holds the rules): a client sends and lists theirs, support lists
 * all, takes and declines them (the installations wizard links the draft made for one); any other role gets 403.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { installationRequests: s } = app.services;
  const route = routesOf(app, 'installation-requests');

  route(r.create, { summary: 'A client’s request for work (find an installer); support is notified' }, async (req) => {
    return s.create(req.user!, req.body, req.t, req.query.lang);
  });
  route(r.list, { summary: 'Requests for work: the client’s own, all for support; newest first, by status' }, async (req) =>
    s.list(req.user!, req.query, req.t, req.query.lang, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(r.read, { summary: 'One request for work' }, async (req) => s.read(req.user!, req.params.id, req.t, req.query.lang));
  route(r.take, { summary: 'Support takes a request (the client is told)' }, async (req) => s.take(req.user!, req.params.id, req.t, req.query.lang));
  route(r.decline, { summary: 'Support declines a request with a reason (the client is told)' }, async (req) =>
    s.decline(req.user!, req.params.id, req.body.reason, req.t, req.query.lang),
  );
};

export default routes;
