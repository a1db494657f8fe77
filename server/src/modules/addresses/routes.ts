import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressesQuery, addressSuggestionSchema, envelope, errorBodySchema, pageSchema } from '../../../../contracts';
import { pageUrls, toPage } from '../../lib/paging';
import { searchSettlements, toSuggestion } from './search';

const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Settlements of Ukraine for the typed text (address suggestions); public reference data',
        querystring: addressesQuery,
        response: { 200: envelope(pageSchema(addressSuggestionSchema)), 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { rows, total } = await searchSettlements(app.db, request.query);
      reply.header('cache-control', 'public, max-age=3600');
      const items = rows.map((row) => toSuggestion(row, request.query.lang, request.t));
      const { page, perPage } = request.query;
      return { data: toPage(items, { page, perPage, total, url: pageUrls(app.config.apiPublicUrl, request) }) };
    },
  );
};

export default addressRoutes;
