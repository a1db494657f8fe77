import type { FastifyPluginAsync } from 'fastify';
import {
  adminInfoPageRoutes as admin,
  adminSiteContactsRoutes as adminContacts,
  infoPageRoutes as web,
  siteContactsRoutes as webContacts,
} from '../../../../contracts';
import { routesOf } from '../../lib/route';

/**
 * The information pages: their published texts (anyone) and support's drafts and publishing (area `admin`: support
 * only); the site's contact details and service points likewise.
 */
const routes: FastifyPluginAsync = async (app) => {
  const { infoPages, siteContacts } = app.services;
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

  route(webContacts.get, { summary: 'The site’s contact details and service points in the language' }, async (req) => siteContacts.publicView(req.query.lang));
  route(adminContacts.get, { summary: 'The site’s contact details and service points, every language' }, async () => siteContacts.adminView());
  route(
    adminContacts.save,
    {
      summary: 'Replace the site’s contact details and service points',
      description: 'The whole document (contracts/site-contacts.ts); the public pages show it within seconds. 422 `document` names the first wrong value.',
    },
    async (req) => siteContacts.save(req.user!, req.body.document),
  );
};

export default routes;
