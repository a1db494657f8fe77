import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seeders that have run on this database (see db/seed). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit counters of an API without Redis, kept across restarts (lib/rate-limit-database.ts, ADR 0012). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
