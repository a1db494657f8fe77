import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from '../../../../contracts';
import { pageUrls, toPage } from '../../lib/paging';
import { routesOf } from '../../lib/route';

const routes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, 'addresses');
  route(addressRoutes.search, { summary: 'Settlements of Ukraine for the typed text (address suggestions); public reference data' }, async (request, reply) => {
    const { items, total } = await app.services.addresses.suggest(request.query, request.t);
    reply.header('cache-control', 'public, max-age=3600');
    const { page, perPage } = request.query;
    return toPage(items, { page, perPage, total, url: pageUrls(app.config.apiPublicUrl, request) });
  });
};

export default routes;
