import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Tables whose rows are sums of other tables, kept by triggers (migration 0044, docs/decisions/0057-chat-totals.md).
 * A backup leaves them out; a restore, which loads tables in any order with the triggers firing, counts them again
 * from the loaded rows.
 */
export const DERIVED_TABLES = ['chat_totals', 'chat_reader_totals'];

/** Counts the derived tables again from their sources (the migration's own function). */
export async function recountDerivedTables(db: Db) {
  await db.execute(sql`select chat_totals_recount()`);
}
