import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { InfoPageKey } from '../../../../contracts';
import { users } from './accounts';

/**
 * An information page in one language (docs/decisions/0043-information-pages-in-the-database.md): the published
 * document the public page shows and, while support edits it, the draft that replaces it when published.
 */
export const infoPages = pgTable(
  'info_pages',
  {
    id: serial('id').primaryKey(),
    key: text('key').$type<InfoPageKey>().notNull(),
    lang: text('lang').notNull(),
    published: jsonb('published').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('info_pages_key_lang_unique').on(t.key, t.lang),
    check('info_pages_lang_check', sql`${t.lang} in ('uk', 'en', 'pl')`),
    check('info_pages_key_check', sql`${t.key} in ('company', 'contacts', 'place', 'buyer', 'privacy')`),
  ],
);

/**
 * The site's contact details and service points (docs/decisions/0044-site-contacts-in-the-database.md): one document for
 * every language (contracts/site-contacts.ts), a single row.
 */
export const siteContacts = pgTable(
  'site_contacts',
  {
    id: integer('id').primaryKey().default(1),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_contacts_single_row', sql`${t.id} = 1`)],
);
