import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Seeder } from '../../../db/seed';
import { products } from '../../../db/schema';
import { writeCatalog } from '../writer';
import { generateCatalog } from './generate';

/**
 * The shop's catalogue: content, not demo data, so it is seeded in production too; but never on
 * top of a catalogue that was imported before the first start.
 */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  demo: false,
  run: async (db: Db) => {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
    if (count === 0) await writeCatalog(db, generateCatalog().data);
  },
};
