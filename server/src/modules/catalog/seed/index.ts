import type { Seeder } from '../../../db/seed';
import { writeCatalog } from '../writer';
import { generateCatalog } from './generate';

/** The shop's catalogue: content, not demo data, so it is seeded in production too. */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  demo: false,
  run: async (db) => {
    await writeCatalog(db, generateCatalog().data);
  },
};
