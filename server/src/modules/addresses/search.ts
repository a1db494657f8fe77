import { sql, type SQL } from 'drizzle-orm';
import type { AddressesQuery, AddressSuggestion, Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offsetOf } from '../../lib/paging';
import type { Translator } from '../../i18n/translator';
import { keyOf } from './search-key';
import { escapeLike } from '../../db/like';

/** Below this pg_trgm word similarity a name is not taken for a misspelling of the typed text. */
const MIN_WORD_SIMILARITY = 0.5;

/** KATOTTG code prefix of the Autonomous Republic of Crimea. */
const CRIMEA = 'UA01';

const KINDS = { K: 'special', M: 'city', X: 'settlement', C: 'village' } as const;

export type SettlementRow = {
  code: string;
  category: keyof typeof KINDS;
  name: string;
  name_latin: string;
  region: string;
  region_latin: string;
  area: string | null;
  area_latin: string | null;
  total: number;
};

const columns = sql`s.code, s.category, s.name, s.name_latin, s.region, s.region_latin, s.area, s.area_latin, count(*) over ()::int as total`;
const starts = (column: SQL, word: string) => sql`${column} like ${`% ${escapeLike(word)}%`}`;

/**
 * Settlements for the typed text, best first. The first typed word starts a word of the name and
 * every other one a word of the name, district or region (in either script): names that start with
 * the whole text first, then cities before settlements before villages. Only when nothing matches
 * so is the text taken for a misspelt name (pg_trgm word similarity): a fallback, since comparing
 * trigrams costs far more than matching the start of words.
 */
export async function searchSettlements(db: Db, q: AddressesQuery): Promise<{ rows: SettlementRow[]; total: number }> {
  const text = keyOf(q.search);
  const [first, ...others] = text.split(' ').filter(Boolean);
  if (!first) return { rows: [], total: 0 };
  const page = sql`limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}`;
  const wordsStart = sql.join([starts(sql`s.name_key`, first), ...others.map((w) => starts(sql`s.place_key`, w))], sql` and `);
  let rows = await rowsOf<SettlementRow>(
    db,
    sql`select ${columns} from settlements s where ${wordsStart}
        order by ${starts(sql`s.name_key`, text)} desc, position(s.category in 'KMXC'), s.name, s.code ${page}`,
  );
  if (!rows.length && q.page === 1) {
    rows = await rowsOf<SettlementRow>(
      db,
      sql`select ${columns} from settlements s
          where ${text} <% s.name_key and word_similarity(${text}, s.name_key) >= ${MIN_WORD_SIMILARITY}
          order by word_similarity(${text}, s.name_key) desc, position(s.category in 'KMXC'), s.name, s.code ${page}`,
    );
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

/** A row as contracts/addresses.ts's pieces in the asked language: Ukrainian names for `uk`, Latin otherwise. */
export function toSuggestion(row: SettlementRow, lang: Lang, t: Translator, visicomId: string | null = null): AddressSuggestion {
  const latin = lang !== 'uk';
  const city = latin ? row.name_latin : row.name;
  const special = row.category === 'K';
  // Cities with special status are their own region; Crimea is an autonomous republic, not an oblast.
  const regionName = latin ? row.region_latin : row.region;
  const region = special || row.code.startsWith(CRIMEA) ? regionName : t('addresses.region', { name: regionName });
  const area = row.area === null ? null : t('addresses.area', { name: latin ? row.area_latin! : row.area });
  return {
    id: row.code,
    visicomId,
    kind: KINDS[row.category],
    region,
    area,
    city,
    label: [t(`addresses.kind.${KINDS[row.category]}`, { name: city }), area, special ? null : region].filter(Boolean).join(', '),
  };
}
