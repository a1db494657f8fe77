import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seeders that have run on this database (see db/seed). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
