import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from '../../../../contracts';
import { pageUrls, toPage } from '../../lib/paging';
import { routesOf } from '../../lib/route';
import { searchSettlements, toSuggestion } from './search';

const routes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, 'addresses');
  route(
    addressRoutes.search,
    { summary: 'Settlements of Ukraine for the typed text (address suggestions); public reference data' },
    async (request, reply) => {
      const { rows, total } = await searchSettlements(app.db, request.query);
      reply.header('cache-control', 'public, max-age=3600');
      const items = rows.map((row) => toSuggestion(row, request.query.lang, request.t));
      const { page, perPage } = request.query;
      return toPage(items, { page, perPage, total, url: pageUrls(app.config.apiPublicUrl, request) });
    },
  );
};

export default routes;
