import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { seedRuns } from '../schema';
import { seeders } from './registry';

export type Seeder = {
  /** Unique and stable: a seeder runs once per database. */
  name: string;
  /** Demo-only seeders (accounts, sample records) never run in production. */
  demo: boolean;
  run: (db: Db) => Promise<void>;
};

/**
 * Runs, in order, every registered seeder that has not run on this database yet. Each runs in
 * its own transaction together with its bookkeeping row, so a crash leaves no half-seeded data.
 */
export async function seed(db: Db, options: { demo: boolean; log?: (msg: string) => void }) {
  const wanted = seeders.filter((s) => options.demo || !s.demo);
  if (wanted.length === 0) return [];
  const done = new Set(
    (
      await db
        .select()
        .from(seedRuns)
        .where(
          inArray(
            seedRuns.name,
            wanted.map((s) => s.name),
          ),
        )
    ).map((r) => r.name),
  );
  const ran: string[] = [];
  for (const seeder of wanted) {
    if (done.has(seeder.name)) continue;
    options.log?.(`seeding ${seeder.name}`);
    await db.transaction(async (tx) => {
      await seeder.run(tx as unknown as Db);
      await tx.insert(seedRuns).values({ name: seeder.name });
    });
    ran.push(seeder.name);
  }
  return ran;
}
