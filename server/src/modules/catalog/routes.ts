import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { catalogRoutes } from '../../../../contracts';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';
import { placeholderPhoto } from './media/placeholder';
import { ensureMedia } from './media/render';
import { generateCatalog } from './seed/generate';

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

/** The catalogue's HTTP side: caching headers, statuses and the service's answers (service.ts). */
const routes: FastifyPluginAsync = async (app) => {
  const { catalog } = app.services;
  const route = routesOf(app, 'catalog');

  // The seed catalogue's pictures, icons and datasheets are made from code, so they are (re)made
  // into storage whenever it lacks them: a fresh upload dir, a new machine, a changed drawing.
  app.addHook('onReady', async () => {
    await ensureMedia(app.storage, [...generateCatalog().media, placeholderPhoto]);
  });

  route(
    catalogRoutes.version,
    // Every web server asks for it every few seconds (web-server/version-watch.mjs): only problems are logged.
    { summary: 'Catalogue version: changes whenever catalogue data changes (for cache revalidation)', logLevel: 'warn' },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { version: await catalog.version() };
    },
  );

  route(catalogRoutes.groups, { summary: 'Catalogue groups with product counts' }, async (request, reply) => {
    reply.header('cache-control', PUBLIC);
    return catalog.groups(request.query.lang);
  });

  route(catalogRoutes.products, { summary: 'Product list with paging, sorting, search and faceted filters' }, async (request, reply) => {
    const cached = await catalog.list(request.query, request.t);
    if (cacheFor(request, reply) || !request.user) {
      // Pre-serialised and checked against the contract when it was cached.
      return reply.type('application/json; charset=utf-8').send(cached.json as never);
    }
    return catalog.personalList(cached, request.user);
  });

  route(
    catalogRoutes.product,
    { summary: 'Product card; with installationId, the warranty of its units in that installation (404 when not visible)' },
    async (request, reply) => {
      const { installationId, lang } = request.query;
      if (installationId === undefined) cacheFor(request, reply);
      else reply.header('cache-control', PRIVATE).header('vary', 'authorization');
      const card = await catalog.card(request.params.id, lang, request.t, request.user);
      if (installationId === undefined) return card;
      return { ...card, ...(await app.services.completion.productInInstallation(request.user ?? null, card.id, installationId, request.t)) };
    },
  );

  route(catalogRoutes.search, { summary: 'Header search: first products and the groups with most hits' }, async (request, reply) => {
    reply.header('cache-control', PUBLIC);
    return catalog.search(request.query);
  });

  route(catalogRoutes.favorites, { summary: "The signed-in user's favourite products, newest first" }, async (request) =>
    catalog.favorites(request.user!, request.query, pageUrls(app.config.apiPublicUrl, request)),
  );

  route(catalogRoutes.addFavorite, { summary: 'Add a product to favourites (idempotent: 201, then 200)' }, async (request, reply) => {
    const { state, created } = await catalog.addFavorite(request.user!, request.params.id);
    reply.status(created ? 201 : 200);
    return state;
  });

  route(catalogRoutes.removeFavorite, { summary: 'Remove a product from favourites (idempotent)' }, async (request) =>
    catalog.removeFavorite(request.user!, request.params.id),
  );
};

export default routes;
