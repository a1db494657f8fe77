import { z } from 'zod';
import { idParam, langSchema, pageSchema, pagingQuery, versionSchema } from './common';
import { locales } from './constants';
import { isoDate } from './installations';
import { richTextSchema } from './rich-text';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * News (docs/decisions/0041-news-in-the-database.md): support writes articles in the back-office, each language its own
 * text, published or a draft on its own; the public pages show an article in a language once that language is published
 * and its day (Kyiv time) has come. Every change moves the content version, which renews the public pages and the sitemap.
 */

export const newsCategories = ['company', 'products', 'service', 'grants'] as const;
export type NewsCategory = (typeof newsCategories)[number];
export const NEWS_PER_PAGE = 12;
export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 400;
export const NEWS_SLUG_MAX = 100;

/** The address of an article: lower-case Latin letters and digits in words joined by hyphens. */
export const newsSlugSchema = z
  .string()
  .trim()
  .min(3)
  .max(NEWS_SLUG_MAX)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: messageKey('slugInvalid') });

export const newsTextSchema = z.object({
  title: textSchema().trim().min(1).max(NEWS_TITLE_MAX),
  summary: textSchema().trim().min(1).max(NEWS_SUMMARY_MAX),
  body: richTextSchema,
});
export type NewsText = z.infer<typeof newsTextSchema>;

// ---------------------------------------------------------------- public

export const newsItemSchema = z.object({
  slug: z.string(),
  category: z.enum(newsCategories),
  /** The day the article is dated (`yyyy-MM-dd`). */
  date: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsArticleSchema = newsItemSchema.extend({
  body: richTextSchema,
  /** The languages the article is published in (its other language versions). */
  languages: z.array(langSchema),
  /** The latest other articles of the language, for "More news". */
  more: z.array(newsItemSchema),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListQuery = pagingQuery(NEWS_PER_PAGE);
export const newsSlugParam = z.object({ slug: z.string().max(NEWS_SLUG_MAX) });

export const newsRoutes = {
  /** The published articles of the language (`lang`), newest first. */
  list: defineRoute({ method: 'GET', path: '/web/news', auth: 'public', query: newsListQuery, response: pageSchema(newsItemSchema), errors: [422] }),
  /** A published article in the language; 404 when it is not published in it (or not yet dated today). */
  article: defineRoute({ method: 'GET', path: '/web/news/:slug', auth: 'public', params: newsSlugParam, response: newsArticleSchema, errors: [404, 422] }),
  /** Moves with every change of the public content and with the day (for the web's page cache). */
  version: defineRoute({ method: 'GET', path: '/web/content/version', auth: 'public', response: versionSchema }),
};

// ---------------------------------------------------------------- back-office

const langRecord = <T extends z.ZodType>(value: T) => z.object(Object.fromEntries(locales.map((lang) => [lang, value])) as Record<(typeof locales)[number], T>);

export const adminNewsTextSchema = newsTextSchema.extend({
  /** When the language was published; null while it is a draft. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const adminNewsArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(newsCategories),
  date: z.string(),
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Each language's text, or null when the article has none in it. */
  texts: langRecord(adminNewsTextSchema.nullable()),
});
export type AdminNewsArticle = z.infer<typeof adminNewsArticleSchema>;

export const adminNewsItemSchema = adminNewsArticleSchema.omit({ texts: true }).extend({
  /** Each language's title and whether it is published; null when the article has no text in it. */
  texts: langRecord(z.object({ title: z.string(), published: z.boolean() }).nullable()),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

/**
 * An article's fields. `cover`: a temporary upload's path (a photo) to become the cover, null for none. `texts`: a
 * language's text, or null to remove it (a published language is then withdrawn).
 */
export const adminNewsBodySchema = z.object({
  slug: newsSlugSchema,
  category: z.enum(newsCategories),
  date: isoDate,
  cover: z.string().max(200).nullable(),
  texts: z.object(
    Object.fromEntries(locales.map((lang) => [lang, newsTextSchema.nullable().optional()])) as Record<
      (typeof locales)[number],
      z.ZodOptional<z.ZodNullable<typeof newsTextSchema>>
    >,
  ),
});
export type AdminNewsBody = z.infer<typeof adminNewsBodySchema>;
export const adminNewsUpdateSchema = adminNewsBodySchema.partial().refine((body) => Object.keys(body).length > 0, { message: messageKey('emptyUpdate') });
export type AdminNewsUpdate = z.infer<typeof adminNewsUpdateSchema>;

/** Languages to publish or withdraw. */
export const newsPublicationSchema = z.object({ languages: z.array(langSchema).min(1).max(locales.length) });
export type NewsPublication = z.infer<typeof newsPublicationSchema>;

const admin = { auth: 'required', area: 'admin' } as const;

export const adminNewsRoutes = {
  /** Every article, drafts too, by date, newest first. */
  list: defineRoute({ ...admin, method: 'GET', path: '/admin/news', response: z.array(adminNewsItemSchema), errors: [401, 403] }),
  create: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/news',
    body: adminNewsBodySchema,
    response: adminNewsArticleSchema,
    statuses: [201],
    errors: [401, 403, 422],
  }),
  article: defineRoute({ ...admin, method: 'GET', path: '/admin/news/:id', params: idParam, response: adminNewsArticleSchema, errors: [401, 403, 404] }),
  update: defineRoute({
    ...admin,
    method: 'PATCH',
    path: '/admin/news/:id',
    params: idParam,
    body: adminNewsUpdateSchema,
    response: adminNewsArticleSchema,
    errors: [401, 403, 404, 422],
  }),
  /** Publishes the languages (422 `languages` for one the article has no text in); a published one stays as it was. */
  publish: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/news/:id/publish',
    params: idParam,
    body: newsPublicationSchema,
    response: adminNewsArticleSchema,
    errors: [401, 403, 404, 422],
  }),
  /** Withdraws the languages from the public pages (their texts stay, as drafts). */
  unpublish: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/news/:id/unpublish',
    params: idParam,
    body: newsPublicationSchema,
    response: adminNewsArticleSchema,
    errors: [401, 403, 404, 422],
  }),
  remove: defineRoute({
    ...admin,
    method: 'DELETE',
    path: '/admin/news/:id',
    params: idParam,
    response: z.object({ deleted: z.literal(true) }),
    errors: [401, 403, 404],
  }),
};
