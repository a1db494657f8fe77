import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  type: text('type').notNull(),
  /** Whether a visitor may choose this role when registering. */
  selfRegistration: integer('self_registration').notNull().default(1),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    /** Digits only: dial code without + and the national number (docs/domain.md#people-and-companies). */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** An installer belongs to one dealer (ROADMAP "Design consequences"). */
    dealerId: integer('dealer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    avatar: text('avatar'),
    language: text('language').notNull().default('uk'),
    /** Set while support has blocked the account: no sign-in, refresh or reset lets it in (docs/decisions/0036-back-office-dealers-and-audit-log.md). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: text('block_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_unique').on(t.phone),
    index('users_dealer_idx').on(t.dealerId),
    // Support's list of users (modules/admin/user-rows.ts): newest first, searched by part of a name or of a phone, the
    // few blocked accounts found without reading the others.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_name_search_idx').using('gin', sql`lower(${t.name} || ' ' || ${t.lastname}) gin_trgm_ops`),
    index('users_phone_search_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('users_blocked_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.blockedAt} is not null`),
  ],
);
