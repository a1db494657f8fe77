import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { keyOf, latinOf } from './search-key';

/** The codifier's edition shipped in server/data (see its README). */
export const KATOTTG_FILE = new URL('../../../data/katottg-2025-05-16.csv', import.meta.url);

/** Categories that are places people live at: cities with special status, cities, settlements, villages. */
const SETTLEMENT_CATEGORIES = new Set(['K', 'M', 'X', 'C']);

export type SettlementRow = {
  code: string;
  category: string;
  name: string;
  nameLatin: string;
  region: string;
  regionLatin: string;
  area: string | null;
  areaLatin: string | null;
  nameKey: string;
  placeKey: string;
};

/**
 * Reads the codifier into one row per settlement, with the names of its region (level 1) and district
 * (level 2) looked up from their own rows. A city with special status (Kyiv) is its own region.
 */
export async function readSettlements(file: URL = KATOTTG_FILE): Promise<SettlementRow[]> {
  const records: string[][] = parse(await readFile(file), { delimiter: ';', from_line: 2, relax_column_count: true });
  const names = new Map<string, string>();
  for (const [level1, level2, , , , category, name] of records) {
    if (category === 'O' || category === 'K') names.set(level1, name.trim());
    if (category === 'P') names.set(level2, name.trim());
  }
  const latin = new Map<string, string>();
  const latinOfName = (name: string) => latin.get(name) ?? latin.set(name, latinOf(name)).get(name)!;
  const rows: SettlementRow[] = [];
  for (const [level1, level2, , level4, , category, rawName] of records) {
    if (!SETTLEMENT_CATEGORIES.has(category)) continue;
    const name = rawName.trim();
    const region = names.get(level1) ?? name;
    const area = category === 'K' ? null : (names.get(level2) ?? null);
    const nameLatin = latinOfName(name);
    const regionLatin = latinOfName(region);
    const areaLatin = area === null ? null : latinOfName(area);
    rows.push({
      code: category === 'K' ? level1 : level4,
      category,
      name,
      nameLatin,
      region,
      regionLatin,
      area,
      areaLatin,
      nameKey: ` ${keyOf(`${name} ${nameLatin}`)}`,
      placeKey: ` ${keyOf([name, nameLatin, area ?? '', areaLatin ?? '', region, regionLatin].join(' '))}`,
    });
  }
  return rows;
}
