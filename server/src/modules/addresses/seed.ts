import { sql } from 'drizzle-orm';
import { settlements } from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { readSettlements } from './katottg';

const BATCH = 2000;

/** Reference data, in production too: the settlements that address suggestions come from. */
export const settlementsSeeder: Seeder = {
  name: 'settlements-katottg-2025-05-16',
  demo: false,
  async run(db) {
    const rows = await readSettlements();
    for (let i = 0; i < rows.length; i += BATCH) {
      await db
        .insert(settlements)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
    // Statistics now, so that the first searches already plan with the trigram index.
    await db.execute(sql`analyze settlements`);
  },
};
