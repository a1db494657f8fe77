import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A signed-in write's `Idempotency-Key` and its answer, per user (docs/decisions/0052-idempotent-writes-and-record-versions.md):
 * claimed before the write runs (`leaseUntil` while it runs), `committed` in the transaction of the write itself, and
 * the answer (status, body, ETag) stored once it is known. Swept 24 hours after it was claimed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and body; null while a multipart body is still being read. */
    fingerprint: text('fingerprint'),
    /** The first request holds the key until then; a request still running past it is taken for dead. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    /** Set inside the write's own transaction: the write happened, whatever became of its answer. */
    committed: boolean('committed').notNull().default(false),
    status: smallint('status'),
    body: text('body'),
    etag: text('etag'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
