import { sql } from 'drizzle-orm';
import type { CatalogFilter, CatalogProductsQuery, Lang, ProductListItem, SortDirection } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offsetOf } from '../../lib/paging';
import type { Storage } from '../../lib/storage';
import { itemsByIds } from './items';
import type { CatalogMeta } from './meta';
import { searchMatch, type SearchTerms } from './search';
import { nameRank } from './name-rank';

/** Selected filter values that exist, grouped by property, sorted: equal selections give equal keys. */
export type Selection = [propertyId: number, valueIds: number[]][];

export function selectionOf(meta: CatalogMeta, filter: CatalogProductsQuery['filter']): Selection {
  const byProperty = new Map<number, Set<number>>();
  for (const f of filter ?? []) {
    for (const valueId of f.values) {
      // A value of another property, or one that no longer exists (an old link), selects nothing.
      if (meta.valueById.get(valueId)?.propertyId !== f.property) continue;
      let set = byProperty.get(f.property);
      if (!set) byProperty.set(f.property, (set = new Set()));
      set.add(valueId);
    }
  }
  return [...byProperty].map(([p, values]): [number, number[]] => [p, [...values].sort((a, b) => a - b)]).sort((a, b) => a[0] - b[0]);
}

/** `sort[name]=desc&sort[price]=asc` in the order given; name ascending when absent. */
export function sortOf(sort: CatalogProductsQuery['sort']): ['name' | 'price', SortDirection][] {
  const entries = Object.entries(sort ?? {}).filter(([, dir]) => dir) as ['name' | 'price', SortDirection][];
  return entries.length ? entries : [['name', 'asc']];
}

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

type ListRow = { total: number; ids: number[] | null; facets: [valueId: number, slot: number, count: number][] | null };

export type ListResult = { total: number; items: ProductListItem[]; filters: CatalogFilter[] };

/**
 * One statement over the listing index for the page, the total and every facet count. Faceting:
 * values of one property are ORed, properties are ANDed, and a value's count is the number of
 * products the list would hold with that value selected, given the selections of the OTHER
 * properties. With `k` selected properties a product is in the list when it satisfies all k
 * (`met = k`, slot 0), and then it counts for each of its values; one that misses exactly one
 * selected property (`met = k - 1`, slot = that property's 1-based position) counts only for its
 * values of that property; any other (slot -1) counts for nothing, but its values are still
 * offered (with 0). The statement counts (value, slot) pairs and `countsOf` applies the rule, so
 * the database only unnests and hashes integers.
 */
export async function listProducts(
  db: Db,
  storage: Storage,
  meta: CatalogMeta,
  q: { page: number; perPage: number; groupId?: number; sort: ReturnType<typeof sortOf>; selection: Selection; terms: SearchTerms | null | undefined },
  lang: Lang,
): Promise<ListResult> {
  const k = q.selection.length;
  const satisfied = q.selection.map(([, values]) => sql`s.value_ids && ${intArray(values)}::int[]`);
  const met = k
    ? sql.join(
        satisfied.map((s) => sql`(${s})::int`),
        sql` + `,
      )
    : sql`0`;
  const missing = k ? sql`array_position(array[${sql.join(satisfied, sql`, `)}], false)` : sql`0`;
  const order = sql.join(
    [
      ...q.sort.map(([field, dir]) => sql.raw(`${field === 'name' ? 'm.rank' : 'm.price'} ${dir === 'desc' ? 'desc' : 'asc'}`)),
      ...(q.sort.some(([f]) => f === 'name') ? [] : [sql.raw('m.rank asc')]),
      sql.raw('m.id asc'),
    ],
    sql`, `,
  );
  // Products on sale are exactly the rows of the listing index (product_search).
  const rows = await rowsOf<ListRow>(
    db,
    sql`
    with scored as materialized (
      select s.product_id as id, s.price, ${nameRank(lang)} as rank, s.value_ids, ${met} as met, ${missing} as missing
      from product_search s join product_name_ranks n on n.product_id = s.product_id
      where true
        ${q.groupId ? sql`and s.group_id = ${q.groupId}` : sql``}
        ${q.terms === undefined ? sql`` : sql`and ${searchMatch(q.terms)}`}
    ),
    matched as (select id, price, rank from scored where met = ${k}),
    facets as (
      select value_id, slot, count(*)::int as c
      from (
        select unnest(value_ids) as value_id, case met when ${k} then 0 when ${k - 1} then missing else -1 end as slot from scored
      ) p
      group by value_id, slot
    ),
    page as (
      select m.id, m.price, m.rank from matched m
      order by ${order}
      limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}
    )
    select
      (select count(*)::int from matched) as total,
      (select array_agg(m.id order by ${order}) from page m) as ids,
      (select json_agg(json_build_array(value_id, slot, c)) from facets) as facets`,
  );
  const row = rows[0];
  return {
    total: row.total,
    items: await itemsByIds(db, storage, row.ids ?? [], lang),
    filters: filtersOf(meta, q.selection, countsOf(meta, q.selection, row.facets ?? []), lang),
  };
}

/** Each value's facet count from the statement's (value, slot, count) rows (see listProducts). */
function countsOf(meta: CatalogMeta, selection: Selection, facets: NonNullable<ListRow['facets']>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [valueId, slot, count] of facets) {
    const propertyId = meta.valueById.get(valueId)?.propertyId;
    if (propertyId === undefined) continue;
    const counted = slot === 0 || (slot > 0 && selection[slot - 1][0] === propertyId);
    counts.set(valueId, (counts.get(valueId) ?? 0) + (counted ? count : 0));
  }
  return counts;
}

function filtersOf(meta: CatalogMeta, selection: Selection, countOf: Map<number, number>, lang: Lang): CatalogFilter[] {
  const selected = new Set(selection.flatMap(([, v]) => v));
  return meta.properties
    .map((p) => ({
      propertyId: p.id,
      filterName: p.name[lang],
      values: meta
        .valuesInOrder(p.id, lang)
        // Values that no product in scope has are left out, unless selected.
        .filter((v) => countOf.has(v.id) || selected.has(v.id))
        .map((v) => ({ valueId: v.id, optionName: v.name[lang], selected: selected.has(v.id), productsCount: countOf.get(v.id) ?? 0 })),
    }))
    .filter((f) => f.values.length > 0);
}
