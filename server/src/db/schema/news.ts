import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NewsCategory, RichText } from '../../../../contracts';
import { users } from './accounts';

/** A news article (docs/decisions/0041-news-in-the-database.md): what every language shares. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    category: text('category').$type<NewsCategory>().notNull(),
    /** The day the article is dated; the public pages show it from that day on (Kyiv time). */
    date: date('date', { mode: 'string' }).notNull(),
    /** The cover photo's stored key (uploads), or null. */
    coverKey: text('cover_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_articles_date_idx').on(t.date.desc(), t.id.desc())],
);

/** An article's text in one language; published while `published_at` is set, else a draft. */
export const newsTexts = pgTable(
  'news_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The body as the editor writes it (contracts/rich-text.ts). */
    body: jsonb('body').$type<RichText>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.lang] }),
    index('news_texts_published_idx')
      .on(t.lang)
      .where(sql`published_at is not null`),
    check('news_texts_lang_check', sql`${t.lang} in ('uk', 'en', 'pl')`),
  ],
);

/** One row: a counter bumped by every change of the public content (news), for the web's page cache. */
export const contentState = pgTable('content_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
