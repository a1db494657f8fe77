import { sql, type SQL } from 'drizzle-orm';
import type { CatalogSearch, CatalogSearchQuery, Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Storage } from '../../lib/storage';
import { photoUrl } from './items';
import type { CatalogMeta } from './meta';
import { isPlainWord, queryWordsOf, tsqueryOf } from './search-text';
import { nameRank } from './name-rank';

/** A search ready to run: the full-text query, each word with its corrections (see searchTermsOf). */
export type SearchTerms = { query: string };

/** Alternatives tried for a word that starts no word of the catalogue. */
const MAX_ALTERNATIVES = 6;
/** Below this trigram similarity a vocabulary word is not a plausible correction. */
const MIN_SIMILARITY = 0.4;

/**
 * Turns the typed text into a full-text query. A word that starts some catalogue word is matched
 * as a prefix. Any other word is looked up in the vocabulary (catalog_search_words, trigram and
 * prefix indexes): words that contain it (a fragment of a model code) or are trigram-similar to it
 * (a typo, "kondicioner" → "kondycioner") become its alternatives. `null` when the text has no
 * letters or digits: such a search matches nothing.
 */
export async function searchTermsOf(db: Db, text: string): Promise<SearchTerms | null> {
  const words = queryWordsOf(text);
  if (!words.length) return null;
  // One branch per word, with the word as a constant so the planner can use the indexes.
  const lookups = words
    .filter((w) => w.length >= 3)
    .map(
      (token) => sql`(
        select ${token}::text as token, v.word from catalog_search_words v
        where not exists (select 1 from catalog_search_words k where k.word like ${`${token}%`})
          and (v.word like ${`%${token}%`} ${token.length >= 4 ? sql`or (v.word % ${token} and similarity(v.word, ${token}) >= ${MIN_SIMILARITY})` : sql``})
        order by (v.word like ${`%${token}%`}) desc, similarity(v.word, ${token}) desc, v.word
        limit ${MAX_ALTERNATIVES})`,
    );
  const rows = lookups.length ? await rowsOf<{ token: string; word: string }>(db, sql.join(lookups, sql` union all `)) : [];
  const alternatives = new Map<string, string[]>();
  for (const { token, word } of rows) {
    if (isPlainWord(word)) alternatives.set(token, [...(alternatives.get(token) ?? []), word]);
  }
  return { query: tsqueryOf(words, alternatives) };
}

/** Which rows of the listing index (alias `s`) a search matches, through its GIN index. */
export function searchMatch(terms: SearchTerms | null): SQL {
  return terms ? sql`s.vector @@ to_tsquery('simple', ${terms.query})` : sql`false`;
}

type HitRow = { id: number; name: string; photo: string | null };
type GroupRow = { group_id: number; count: number };

/**
 * Above this share of the products on sale, the first hits are found by walking the names in order (an index), probing
 * each product until enough match; below it, by reading every match (the search's own index) and sorting those. Names
 * hold the words people search for, so the hits of a rarer word cluster in the name order: a walk that trusts the
 * planner's estimate read 46,000 names for a word of 495 products (73 ms against 2 ms).
 */
const WALK_SHARE = 0.2;

/** GET /web/catalog/search: the first hits in alphabetical order, and the groups with most hits. */
export async function searchCatalog(
  db: Db,
  storage: Storage,
  meta: CatalogMeta,
  q: CatalogSearchQuery,
  terms: SearchTerms | null,
  lang: Lang,
): Promise<CatalogSearch> {
  if (!terms) return { products: [], productsInGroups: [] };
  const match = sql`${searchMatch(terms)} ${
    q.unitType ? sql`and exists (select 1 from product_blocks b where b.product_id = s.product_id and b.type = ${q.unitType})` : sql``
  }`;
  // Every group's count (a catalogue has a few groups): their sum decides how the hits are found.
  const groups = (await rowsOf<GroupRow>(db, sql`select s.group_id, count(*)::int as count from product_search s where ${match} group by s.group_id`)).sort(
    (a, b) => b.count - a.count || a.group_id - b.group_id,
  );
  const found = groups.reduce((sum, g) => sum + g.count, 0);
  const onSale = meta.groups.reduce((sum, g) => sum + g.productsCount, 0);
  const walk = found >= onSale * WALK_SHARE;
  // The first hits are picked on the narrow index rows alone; names and photos only for those.
  const hits = walk
    ? sql`select s.product_id, ${nameRank(lang)} as rank
        from product_search s join product_name_ranks n on n.product_id = s.product_id
        where ${match}
        order by rank, s.product_id
        limit ${q.productsCount}`
    : sql`select s.product_id, (select ${nameRank(lang)} from product_name_ranks n where n.product_id = s.product_id) as rank
        from product_search s
        where ${match}
        order by rank, s.product_id
        limit ${q.productsCount}`;
  const products =
    q.productsCount && found
      ? await rowsOf<HitRow>(
          db,
          sql`
          with hits as materialized (${hits})
          select h.product_id as id, t.name,
            (select ph.key from product_photos ph where ph.product_id = h.product_id order by ph.position limit 1) as photo
          from hits h join product_translations t on t.product_id = h.product_id and t.lang = ${lang}
          order by h.rank, h.product_id`,
        )
      : [];
  return {
    products: products.map((r) => ({ id: r.id, name: r.name, photo: photoUrl(storage, r.photo) })),
    productsInGroups: groups
      .slice(0, q.productsInGroupsCount)
      .filter((g) => meta.groupById.has(g.group_id))
      .map((g) => ({ id: g.group_id, name: meta.groupById.get(g.group_id)!.name[lang], search: q.search, productsCount: g.count })),
  };
}
