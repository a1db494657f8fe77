import type { FastifyPluginAsync } from 'fastify';
import { adminInfoPageRoutes as admin, infoPageRoutes as web } from '../../../../contracts';
import { routesOf } from '../../lib/route';

/** The information pages: their published texts (anyone) and support's drafts and publishing (area `admin`: support only). */
const routes: FastifyPluginAsync = async (app) => {
  const { infoPages } = app.services;
  const route = routesOf(app, 'info-pages');

  route(web.page, { summary: 'The published text of an information page in the language' }, async (req) =>
    infoPages.publicPage(req.params.key, req.query.lang),
  );

  route(admin.list, { summary: 'The information pages with each language’s title and whether it has unpublished changes' }, async () => infoPages.adminPages());
  route(admin.page, { summary: 'An information page: each language’s published text and draft' }, async (req) => infoPages.adminPage(req.params.key));
  route(
    admin.saveDraft,
    {
      summary: 'Save a draft of a page in a language',
      description:
        'The whole document in the page’s shape (the `document` of `GET /web/pages/{key}`); the public page keeps the published text until the draft is published.',
    },
    async (req) => infoPages.saveDraft(req.user!, req.params.key, req.params.lang, req.body),
  );
  route(admin.discardDraft, { summary: 'Drop the unpublished changes of a page in a language' }, async (req) =>
    infoPages.discardDraft(req.user!, req.params.key, req.params.lang),
  );
  route(admin.publish, { summary: 'Publish the draft of a page in a language (the public page shows it within seconds)' }, async (req) =>
    infoPages.publish(req.user!, req.params.key, req.params.lang),
  );
};

export default routes;
