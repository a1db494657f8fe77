import type { FastifyPluginAsync } from 'fastify';
import { adminNewsRoutes as admin, newsRoutes as web } from '../../../../contracts';
import { pageUrls } from '../../lib/paging';
import { routesOf } from '../../lib/route';

/** The public news (anyone) and support's editing of it (area `admin`: support only, 403 for any other role). */
const routes: FastifyPluginAsync = async (app) => {
  const { news } = app.services;
  const route = routesOf(app, 'news');

  route(web.list, { summary: 'The published articles of the language, newest first' }, async (req) =>
    news.news(req.query, pageUrls(app.config.apiPublicUrl, req)),
  );
  route(
    web.article,
    { summary: 'A published article in the language, with the other languages it is published in and the latest other articles' },
    async (req) => news.newsArticle(req.params.slug, req.query.lang),
  );
  route(
    web.version,
    { summary: 'The public content’s version: moves with every change of the news and with the day (for page caches)', logLevel: 'warn' },
    async () => ({
      version: await news.contentVersion(),
    }),
  );

  route(admin.list, { summary: 'Every article, drafts too, newest first, with each language’s title and state' }, async () => news.adminNews());
  route(admin.create, { summary: 'Write an article: its address, category, day, cover photo and texts (every language a draft)' }, async (req) =>
    news.createArticle(req.user!, req.body),
  );
  route(admin.article, { summary: 'An article with each language’s text and state' }, async (req) => news.adminArticle(req.params.id));
  route(
    admin.update,
    { summary: 'Change an article', description: 'A language’s text replaces the one there (a published language stays published); null removes it.' },
    async (req) => news.updateArticle(req.user!, req.params.id, req.body),
  );
  route(admin.publish, { summary: 'Publish languages of an article', description: '422 `languages` for a language the article has no text in.' }, async (req) =>
    news.publishArticle(req.user!, req.params.id, req.body),
  );
  route(admin.unpublish, { summary: 'Withdraw languages of an article from the public pages (their texts stay as drafts)' }, async (req) =>
    news.unpublishArticle(req.user!, req.params.id, req.body),
  );
  route(admin.remove, { summary: 'Remove an article in every language, with its cover photo' }, async (req) => news.removeArticle(req.user!, req.params.id));
};

export default routes;
