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

type ListRow = { total: number; ids: number[] | null; facets: [number, number, number][] | null };

export type ListResult = { total: number; items: ProductListItem[]; filters: CatalogFilter[] };

/**
 * One statement over the listing index for the page, the total and every facet count. Faceting:
 * values of one property are ORed, properties are ANDed, and a value's count is the number of
 * products the list would hold with that value selected, given the selections of the OTHER
 * properties. A product satisfies selected property i when its values overlap that property's
 * selected values (`sat[i]`); with `k` selected properties it is in the list when it satisfies all
 * k, and it counts for a value of property P when it satisfies every selected property but P.
 */
export async function listProducts(
  db: Db,
  storage: Storage,
  meta: CatalogMeta,
  q: { page: number; perPage: number; groupId?: number; sort: ReturnType<typeof sortOf>; selection: Selection; terms: SearchTerms | null | undefined },
  lang: Lang,
): Promise<ListResult> {
  const k = q.selection.length;
  const sat = k
    ? sql`array[${sql.join(
        q.selection.map(([, values]) => sql`(s.value_ids && ${intArray(values)}::int[])::int`),
        sql`, `,
      )}]`
    : sql`'{}'::int[]`;
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
      select s.product_id as id, s.price, ${nameRank(lang)} as rank, s.value_ids, ${sat} as sat
      from product_search s join product_name_ranks n on n.product_id = s.product_id
      where true
        ${q.groupId ? sql`and s.group_id = ${q.groupId}` : sql``}
        ${q.terms === undefined ? sql`` : sql`and ${searchMatch(q.terms)}`}
    ),
    counted as materialized (
      select id, price, rank, value_ids, sat, (select coalesce(sum(x), 0) from unnest(sat) x)::int as n from scored
    ),
    matched as (select id, price, rank from counted where n = ${k}),
    facets as (
      select v.property_id, v.id as value_id,
        count(*) filter (
          where c.n - coalesce(c.sat[array_position(${intArray(q.selection.map(([p]) => p))}::int[], v.property_id)], 0)
            = ${k} - (v.property_id = any(${intArray(q.selection.map(([p]) => p))}::int[]))::int
        )::int as c
      from counted c cross join unnest(c.value_ids) as u(value_id)
      join catalog_property_values v on v.id = u.value_id
      group by v.property_id, v.id
    ),
    page as (
      select m.id, row_number() over (order by ${order}) as position
      from matched m
      order by position
      limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}
    )
    select
      (select count(*)::int from matched) as total,
      (select array_agg(id order by position) from page) as ids,
      (select json_agg(json_build_array(property_id, value_id, c)) from facets) as facets`,
  );
  const row = rows[0];
  return {
    total: row.total,
    items: await itemsByIds(db, storage, row.ids ?? [], lang),
    filters: filtersOf(meta, q.selection, row.facets ?? [], lang),
  };
}

function filtersOf(meta: CatalogMeta, selection: Selection, facets: [number, number, number][], lang: Lang): CatalogFilter[] {
  const countOf = new Map(facets.map(([, valueId, count]) => [valueId, count]));
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
