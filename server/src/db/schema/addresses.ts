import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Ukraine's cities, settlements and villages from the official codifier (KATOTTG), with the names of
 * their region and district in Ukrainian and in the official Latin transliteration. Reference data:
 * loaded by a seeder, never edited by users.
 */
export const settlements = pgTable(
  'settlements',
  {
    /** The KATOTTG code, e.g. UA32100000000000000. */
    code: text('code').primaryKey(),
    /** `K` city with special status, `M` city, `X` settlement, `C` village. */
    category: text('category').notNull(),
    name: text('name').notNull(),
    nameLatin: text('name_latin').notNull(),
    region: text('region').notNull(),
    regionLatin: text('region_latin').notNull(),
    area: text('area'),
    areaLatin: text('area_latin'),
    /**
     * The name in both scripts, lower case, without apostrophes, each word after a space (` київ kyiv`):
     * what the first typed word must start, or a misspelt name is compared with (trigram index).
     */
    nameKey: text('name_key').notNull(),
    /** The same for name, district and region: what the other typed words must start. */
    placeKey: text('place_key').notNull(),
  },
  (t) => [index('settlements_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops'))],
);
