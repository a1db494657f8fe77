import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogGroupSchema,
  catalogListSchema,
  catalogProductsQuery,
  catalogSearchQuery,
  catalogSearchSchema,
  catalogVersionSchema,
  envelope,
  errorBodySchema,
  favoritesQuery,
  favoriteStateSchema,
  idParam,
  langQuery,
  pageSchema,
  productCardQuery,
  productCardSchema,
  productListItemSchema,
} from '../../../../contracts';
import { notFound, unauthorized } from '../../lib/http-errors';
import { pageUrls, toPage } from '../../lib/paging';
import { addFavorite, favoritePage, removeFavorite } from './favorites';
import { itemsByIds } from './items';
import { placeholderPhoto } from './media/placeholder';
import { ensureMedia } from './media/render';
import { generateCatalog } from './seed/generate';
import { createCatalogService } from './service';

const PUBLIC = 'public, max-age=60';
const PRIVATE = 'private, no-store';

/**
 * Public lists may sit in shared caches for a minute, but only when the request carried no
 * credentials: a signed-in user's view holds their favourites and is never cached.
 */
const cacheFor = (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('vary', 'authorization');
  const guest = !request.headers.authorization;
  reply.header('cache-control', guest ? PUBLIC : PRIVATE);
  return guest;
};

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app.db, app.storage, app.config.apiPublicUrl, {
    cacheEntries: app.config.CATALOG_CACHE_ENTRIES,
    versionTtlMs: app.config.CATALOG_VERSION_TTL_MS,
  });

  // The seed catalogue's pictures, icons and datasheets are made from code, so they are (re)made
  // into storage whenever it lacks them: a fresh upload dir, a new machine, a changed drawing.
  app.addHook('onReady', async () => {
    await ensureMedia(app.storage, [...generateCatalog().media, placeholderPhoto]);
  });

  app.get(
    '/web/catalog/version',
    {
      // Every web server asks for it every few seconds (web-server/catalog-watch.mjs): only problems are logged.
      logLevel: 'warn',
      schema: {
        tags: ['catalog'],
        summary: 'Catalogue version: changes whenever catalogue data changes (for cache revalidation)',
        querystring: langQuery,
        response: { 200: envelope(catalogVersionSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: { version: await catalog.version() } };
    },
  );

  app.get(
    '/web/catalog/groups',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Catalogue groups with product counts',
        querystring: langQuery,
        response: { 200: envelope(z.array(catalogGroupSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC);
      return { data: await catalog.groups(request.query.lang) };
    },
  );

  app.get(
    '/web/catalog/products',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['catalog'],
        summary: 'Product list with paging, sorting, search and faceted filters',
        querystring: catalogProductsQuery,
        response: { 200: envelope(catalogListSchema), ...errors },
      },
    },
    async (request, reply) => {
      const cached = await catalog.list(request.query, request.t);
      if (cacheFor(request, reply) || !request.user) {
        // Pre-serialised and checked against the contract when it was cached.
        return reply.type('application/json; charset=utf-8').send(cached.json as never);
      }
      return { data: await catalog.personalList(cached, request.user.id) };
    },
  );

  app.get(
    '/web/catalog/products/:id',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['catalog'],
        summary: 'Product card; installationId is accepted for the installation view',
        params: idParam,
        querystring: productCardQuery,
        response: { 200: envelope(productCardSchema), ...errors },
      },
    },
    async (request, reply) => {
      cacheFor(request, reply);
      return { data: await catalog.card(request.params.id, request.query.lang, request.t, request.user?.id) };
    },
  );

  app.get(
    '/web/catalog/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Header search: first products and the groups with most hits',
        querystring: catalogSearchQuery,
        response: { 200: envelope(catalogSearchSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC);
      return { data: await catalog.search(request.query) };
    },
  );

  app.get(
    '/web/catalog/favorites/products',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['catalog'],
        summary: "The signed-in user's favourite products, newest first",
        security: [{ bearer: [] }],
        querystring: favoritesQuery,
        response: { 200: envelope(pageSchema(productListItemSchema)), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { page, perPage, lang } = request.query;
      const { total, ids } = await favoritePage(app.db, request.user!.id, page, perPage);
      const items = (await itemsByIds(app.db, app.storage, ids, lang)).map((i) => ({ ...i, inFavorites: true }));
      return { data: toPage(items, { page, perPage, total, url: pageUrls(app.config.apiPublicUrl, request) }) };
    },
  );

  const favoriteRoute = {
    preHandler: app.authenticate,
    schema: {
      tags: ['catalog'],
      security: [{ bearer: [] }],
      params: idParam,
      querystring: langQuery,
      response: { 200: envelope(favoriteStateSchema), 201: envelope(favoriteStateSchema), ...errors },
    },
  };

  app.post(
    '/web/catalog/favorites/products/:id',
    { ...favoriteRoute, schema: { ...favoriteRoute.schema, summary: 'Add a product to favourites (idempotent: 201, then 200)' } },
    async (request, reply) => {
      const { id } = request.params;
      const result = await addFavorite(app.db, request.user!.id, id);
      if (result === 'unknownProduct') throw notFound();
      if (result === 'unknownUser') throw unauthorized();
      reply.header('cache-control', PRIVATE);
      return reply.status(result === 'created' ? 201 : 200).send({ data: { id, inFavorites: true } });
    },
  );

  app.delete(
    '/web/catalog/favorites/products/:id',
    { ...favoriteRoute, schema: { ...favoriteRoute.schema, summary: 'Remove a product from favourites (idempotent)' } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await removeFavorite(app.db, request.user!.id, id))) throw notFound();
      reply.header('cache-control', PRIVATE);
      return { data: { id, inFavorites: false } };
    },
  );
};

export default catalogRoutes;
