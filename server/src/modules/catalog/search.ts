import { sql, type SQL } from 'drizzle-orm';
import type { CatalogSearch, CatalogSearchQuery, Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Storage } from '../../lib/storage';
import { photoUrl } from './items';
import type { CatalogMeta } from './meta';
import { prefixQuery, type SearchTerms } from './search-text';

/** Shorter phrases would make the trigram comparison match nearly everything. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Which products of alias `p` a search matches: every word as a word prefix (full-text search over
 * the `simple` configuration, GIN index), or, to forgive a typo, the whole phrase being
 * trigram-similar to a stretch of the search text (`<%`, pg_trgm GIN index). `null` terms (no
 * letters or digits in the text) match nothing.
 */
export function searchCondition(terms: SearchTerms | null): SQL {
  if (!terms) return sql`false`;
  const fts = sql`p.search_vector @@ to_tsquery('simple', ${prefixQuery(terms)})`;
  if (terms.phrase.length < FUZZY_MIN_LENGTH) return fts;
  return sql`(${fts} or ${terms.phrase} <% p.search_text)`;
}

type HitRow = { id: number; name: string; photo: string | null };
type GroupRow = { group_id: number; count: number };

/** GET /web/catalog/search: the first products (exact matches before typo matches) and the groups with most hits. */
export async function searchCatalog(
  db: Db,
  storage: Storage,
  meta: CatalogMeta,
  q: CatalogSearchQuery,
  terms: SearchTerms | null,
  lang: Lang,
): Promise<CatalogSearch> {
  if (!terms) return { products: [], productsInGroups: [] };
  const unit = q.unitType
    ? sql`and exists (select 1 from product_blocks b where b.product_id = p.id and b.type = ${q.unitType})`
    : sql``;
  const hits = sql`
    select p.id, p.group_id, p.search_vector @@ to_tsquery('simple', ${prefixQuery(terms)}) as exact
    from products p
    where not p.archived and ${searchCondition(terms)} ${unit}`;
  const [products, groups] = await Promise.all([
    q.productsCount
      ? rowsOf<HitRow>(db, sql`
          with hits as (${hits})
          select h.id, t.name,
            (select ph.key from product_photos ph where ph.product_id = h.id order by ph.position limit 1) as photo
          from hits h join product_translations t on t.product_id = h.id and t.lang = ${lang}
          order by h.exact desc, t.name_rank, h.id
          limit ${q.productsCount}`)
      : [],
    q.productsInGroupsCount
      ? rowsOf<GroupRow>(db, sql`
          with hits as (${hits})
          select h.group_id, count(*)::int as count from hits h
          group by h.group_id order by count desc, h.group_id
          limit ${q.productsInGroupsCount}`)
      : [],
  ]);
  return {
    products: products.map((r) => ({ id: r.id, name: r.name, photo: photoUrl(storage, r.photo) })),
    productsInGroups: groups
      .filter((g) => meta.groupById.has(g.group_id))
      .map((g) => ({ id: g.group_id, name: meta.groupById.get(g.group_id)!.name[lang], search: q.search, productsCount: g.count })),
  };
}
