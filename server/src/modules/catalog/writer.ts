import { inArray, sql } from 'drizzle-orm';
import { locales, type Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bumpVersion } from '../../db/version-counter';
import {
  catalogGroups,
  catalogGroupTranslations,
  catalogProperties,
  catalogPropertyValues,
  productBlocks,
  productColors,
  productFiles,
  productPhotos,
  productPropertyValues,
  productNameRanks,
  products,
  productSearch,
  productTexts,
  productTranslations,
  productVideos,
  type Localized,
} from '../../db/schema';
import type { CatalogData, ImportProduct } from '../../../../contracts/catalog-exchange';
import { writeModelSpecs } from './model-specs';
import { searchTextOf } from './search-text';

const CHUNK = 500;

/** `set` of an upsert: every listed column takes the proposed row's value. */
const excluded = (...columns: string[]) =>
  Object.fromEntries(columns.map((c) => [c.replace(/_(\w)/g, (_, x: string) => x.toUpperCase()), sql.raw(`excluded.${c}`)]));

const chunks = <T>(items: T[], size = CHUNK) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const sameInAll = (text: string): Localized => ({ uk: text, en: text, pl: text });

/** What a write did, and the catalogue version it made; `modelSpecs`: the outdoor models whose data its blocks gave. */
export type WriteResult = { groups: number; created: number; updated: number; modelSpecs: number; version: number };
/** From this many products on, a write refreshes the planner's statistics (a single product's change does not move them). */
const ANALYZE_FROM_PRODUCTS = 100;

/**
 * Upserts groups (by slug), filter properties (by code) and products (by SKU); a product's
 * translations, media, blocks and filter values are replaced by the given ones, and the data of the
 * outdoor models whose blocks carry a `spec` is upserted by model (`updatedBy`: who imported it, none
 * from the command line). Every reference must already be valid (see import.ts); runs in one
 * transaction and bumps the catalogue version.
 */
export async function writeCatalog(db: Db, data: CatalogData, { updatedBy = null }: { updatedBy?: number | null } = {}): Promise<WriteResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const groupIds = await upsertGroups(tx, data);
    const valueIds = await upsertProperties(tx, data);
    const ranks = await plannedRanks(tx, data.products);
    let created = 0;
    for (const chunk of chunks(data.products)) {
      created += await upsertProducts(tx, chunk, groupIds, valueIds, ranks);
    }
    await applyRanks(tx, ranks);
    const specs = new Map(data.products.flatMap((p) => p.blocks.flatMap((b) => (b.type === 'outdoor' && b.spec ? [[b.model, b.spec] as const] : []))));
    await writeModelSpecs(
      tx,
      [...specs].map(([model, spec]) => ({ model, spec })),
      updatedBy,
    );
    await rebuildSearchWords(tx);
    const version = await bumpCatalogVersion(tx);
    // PGlite has no autovacuum daemon to keep planner statistics current.
    if (data.products.length >= ANALYZE_FROM_PRODUCTS) await tx.execute(sql.raw(`analyze ${catalogTables.join(', ')}`));
    return { groups: data.groups.length, created, updated: data.products.length - created, modelSpecs: specs.size, version };
  });
}

const catalogTables = [
  'catalog_groups',
  'catalog_group_translations',
  'products',
  'product_translations',
  'product_texts',
  'product_search',
  'product_name_ranks',
  'product_photos',
  'product_colors',
  'product_videos',
  'product_blocks',
  'product_files',
  'catalog_properties',
  'catalog_property_values',
  'product_property_values',
  'catalog_search_words',
];

/**
 * Reclaims the space of replaced rows and refreshes statistics. PostgreSQL's autovacuum does it by
 * itself; PGlite has no background workers, so bulk loads (import, benchmarks) call this after
 * their transaction.
 */
export async function vacuumCatalog(db: Db) {
  await db.execute(sql.raw(`vacuum analyze ${catalogTables.join(', ')}`));
}

async function upsertGroups(db: Db, data: CatalogData) {
  if (data.groups.length) {
    const rows = await db
      .insert(catalogGroups)
      .values(data.groups.map((g) => ({ slug: g.slug, icon: g.icon, position: g.position })))
      .onConflictDoUpdate({ target: catalogGroups.slug, set: { ...excluded('icon', 'position'), updatedAt: sql`now()` } })
      .returning({ id: catalogGroups.id, slug: catalogGroups.slug });
    const idOf = new Map(rows.map((r) => [r.slug, r.id]));
    await db
      .insert(catalogGroupTranslations)
      .values(data.groups.flatMap((g) => locales.map((lang) => ({ groupId: idOf.get(g.slug)!, lang, name: g.name[lang] }))))
      .onConflictDoUpdate({ target: [catalogGroupTranslations.groupId, catalogGroupTranslations.lang], set: excluded('name') });
  }
  const all = await db.select({ id: catalogGroups.id, slug: catalogGroups.slug }).from(catalogGroups);
  const names = await db.select().from(catalogGroupTranslations);
  return new Map(all.map((g) => [g.slug, { id: g.id, names: names.filter((n) => n.groupId === g.id).map((n) => n.name) }]));
}

/** Returns `propertyCode/valueCode` → {propertyId, valueId}. */
async function upsertProperties(db: Db, data: CatalogData) {
  if (data.properties.length) {
    await db
      .insert(catalogProperties)
      .values(data.properties.map((p) => ({ code: p.code, name: p.name, position: p.position })))
      .onConflictDoUpdate({ target: catalogProperties.code, set: excluded('name', 'position') });
  }
  const props = new Map((await db.select().from(catalogProperties)).map((p) => [p.code, p.id]));

  const labelled = new Map<string, typeof catalogPropertyValues.$inferInsert>();
  const plain = new Map<string, typeof catalogPropertyValues.$inferInsert>();
  for (const product of data.products) {
    for (const v of product.properties) {
      const key = `${v.property}/${v.value}`;
      const row = { propertyId: props.get(v.property)!, code: v.value, name: v.label ?? sameInAll(v.value), sortKey: v.sort ?? 0 };
      if (v.label || v.sort !== undefined) {
        if (!labelled.has(key)) labelled.set(key, row);
      } else plain.set(key, row);
    }
  }
  for (const rows of chunks([...labelled.values()])) {
    await db
      .insert(catalogPropertyValues)
      .values(rows)
      .onConflictDoUpdate({ target: [catalogPropertyValues.propertyId, catalogPropertyValues.code], set: excluded('name', 'sort_key') });
  }
  for (const rows of chunks([...plain.keys()].filter((k) => !labelled.has(k)).map((k) => plain.get(k)!))) {
    await db.insert(catalogPropertyValues).values(rows).onConflictDoNothing();
  }
  const codeOf = new Map([...props].map(([c, id]) => [id, c]));
  const values = await db
    .select({ id: catalogPropertyValues.id, propertyId: catalogPropertyValues.propertyId, code: catalogPropertyValues.code })
    .from(catalogPropertyValues);
  return new Map(values.map((v) => [`${codeOf.get(v.propertyId)}/${v.code}`, { propertyId: v.propertyId, valueId: v.id }]));
}

async function upsertProducts(
  db: Db,
  chunk: ImportProduct[],
  groups: Map<string, { id: number; names: string[] }>,
  valueIds: Map<string, { propertyId: number; valueId: number }>,
  ranks: Ranks,
) {
  const rows = await db
    .insert(products)
    .values(
      chunk.map((p) => {
        const group = groups.get(p.group)!;
        return {
          sku: p.sku,
          groupId: group.id,
          kind: p.kind,
          series: p.series,
          price: p.price,
          oldPrice: p.oldPrice,
          guaranteeYears: p.guaranteeYears,
          archived: p.archived,
          coolingKw: p.coolingKw,
          heatingKw: p.heatingKw,
          area: p.area,
          energyClass: p.energyClass,
        };
      }),
    )
    .onConflictDoUpdate({
      target: products.sku,
      set: {
        ...excluded('group_id', 'kind', 'series', 'price', 'old_price', 'guarantee_years', 'archived', 'cooling_kw', 'heating_kw', 'area', 'energy_class'),
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 for a row this statement inserted, non-zero for one it updated.
    .returning({ id: products.id, sku: products.sku, inserted: sql<boolean>`(xmax = 0)` });
  const idOf = new Map(rows.map((r) => [r.sku, r.id]));
  const ids = rows.map((r) => r.id);

  for (const table of [
    productTranslations,
    productTexts,
    productSearch,
    productNameRanks,
    productPhotos,
    productColors,
    productVideos,
    productBlocks,
    productFiles,
    productPropertyValues,
  ]) {
    await db.delete(table).where(inArray(table.productId, ids));
  }
  const each = <T>(make: (p: ImportProduct, id: number) => T[]) => chunk.flatMap((p) => make(p, idOf.get(p.sku)!));
  const insert = async <R extends object>(table: Parameters<Db['insert']>[0], values: R[]) => {
    for (const part of chunks(values, 2000)) if (part.length) await db.insert(table).values(part as never);
  };
  await insert(
    productTranslations,
    each((p, productId) => locales.map((lang: Lang) => ({ productId, lang, name: p.name[lang] }))),
  );
  await insert(
    productTexts,
    each((p, productId) =>
      locales.map((lang: Lang) => ({ productId, lang, description: p.description[lang], tabs: p.tabs[lang], features: p.features[lang] })),
    ),
  );
  await insert(
    productSearch,
    each((p, productId) => {
      if (p.archived) return [];
      const group = groups.get(p.group)!;
      const text = searchTextOf([...locales.map((l) => p.name[l]), p.series, p.sku, ...p.blocks.map((b) => b.model), ...group.names]);
      return [
        {
          productId,
          groupId: group.id,
          price: p.price,
          valueIds: [...new Set(p.properties.map((v) => valueIds.get(`${v.property}/${v.value}`)!.valueId))].sort((a, b) => a - b),
          vector: sql`strip(to_tsvector('simple', ${text}))`,
        },
      ];
    }),
  );
  await insert(
    productNameRanks,
    each((p, productId) => (p.archived ? [] : [{ productId, ranks: locales.map((lang) => ranks.get(lang)!.get(p.sku)!) }])),
  );
  await insert(
    productPhotos,
    each((p, productId) => p.photos.map((key, position) => ({ productId, key, position }))),
  );
  await insert(
    productColors,
    each((p, productId) => p.colors.map((c, position) => ({ productId, ...c, position }))),
  );
  await insert(
    productVideos,
    each((p, productId) => p.videos.map((v, position) => ({ productId, ...v, position }))),
  );
  await insert(
    productBlocks,
    each((p, productId) => p.blocks.map(({ spec: _spec, ...b }, position) => ({ productId, ...b, position }))),
  );
  await insert(
    productFiles,
    each((p, productId) => p.files.map((f, position) => ({ productId, key: f.url, name: f.name, size: f.size, position }))),
  );
  await insert(
    productPropertyValues,
    each((p, productId) => {
      const seen = new Map<number, { productId: number; propertyId: number; valueId: number }>();
      for (const v of p.properties) {
        const ids = valueIds.get(`${v.property}/${v.value}`)!;
        seen.set(ids.valueId, { productId, ...ids });
      }
      return [...seen.values()];
    }),
  );
  return rows.filter((r) => r.inserted).length;
}

/** Per language: SKU → a number that sorts as the name does. */
type Ranks = Map<Lang, Map<string, number>>;

/** Ranks are spaced this far apart, so that a product written between two others takes a rank in the gap. */
const RANK_GAP = 1024;

/**
 * product_name_ranks after this write, for every product: stored names (unless rewritten) and written ones,
 * ordered by Intl.Collator of each language, ties by SKU. A product not written keeps its stored rank; a written one
 * takes a rank spread within the gap between its neighbours, so that one edit rewrites one row, not every row after
 * it (docs/decisions/0033). Only when a gap is used up, or stored ranks no longer follow the names (a new collation),
 * is every rank spaced again.
 */
async function plannedRanks(db: Db, written: ImportProduct[]): Promise<Ranks> {
  const rewritten = new Set(written.map((p) => p.sku));
  const stored = await rowsOf<{ sku: string; lang: Lang; name: string; rank: number | null }>(
    db,
    sql`select p.sku, t.lang, t.name, n.ranks[array_position(${`{${locales.join(',')}}`}::text[], t.lang)] as rank
        from product_translations t join products p on p.id = t.product_id left join product_name_ranks n on n.product_id = p.id`,
  );
  const ranks: Ranks = new Map();
  for (const lang of locales) {
    const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
    const names = [
      ...stored.filter((r) => r.lang === lang && !rewritten.has(r.sku)),
      ...written.map((p) => ({ sku: p.sku, name: p.name[lang], rank: null })),
    ].sort((a, b) => collator.compare(a.name, b.name) || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
    ranks.set(lang, fitRanks(names));
  }
  return ranks;
}

/** Keeps the ranks `names` (in order) already have and fits the missing ones into their gaps; respaces all when they do not fit. */
function fitRanks(names: { sku: string; rank: number | null }[]): Map<string, number> {
  const fitted = new Map<string, number>();
  let previous = 0;
  for (let i = 0; i < names.length;) {
    if (names[i].rank !== null) {
      if (names[i].rank! <= previous) return respaced(names);
      previous = names[i].rank!;
      fitted.set(names[i].sku, previous);
      i++;
      continue;
    }
    let j = i;
    while (j < names.length && names[j].rank === null) j++;
    const next = j < names.length ? names[j].rank! : previous + (j - i + 1) * RANK_GAP;
    const step = (next - previous) / (j - i + 1);
    if (step < 1 || next > 2 ** 31 - 1) return respaced(names);
    for (let k = i; k < j; k++) fitted.set(names[k].sku, Math.round(previous + step * (k - i + 1)));
    i = j;
  }
  return fitted;
}

const respaced = (names: { sku: string }[]) => new Map(names.map((n, i) => [n.sku, (i + 1) * RANK_GAP]));

async function applyRanks(db: Db, ranks: Ranks) {
  const skus = [...ranks.get(locales[0])!.keys()];
  const column = (lang: Lang) => `{${skus.map((sku) => ranks.get(lang)!.get(sku)).join(',')}}`;
  const [uk, en, pl] = locales.map(column);
  await db.execute(sql`
    update product_name_ranks n set ranks = array[r.uk, r.en, r.pl]
    from unnest(${`{${skus.map((sku) => `"${sku}"`).join(',')}}`}::text[], ${uk}::int[], ${en}::int[], ${pl}::int[]) as r(sku, uk, en, pl)
    join products p on p.sku = r.sku
    where n.product_id = p.id and n.ranks <> array[r.uk, r.en, r.pl]`);
}

/** catalog_search_words: the vocabulary that search corrections are looked up in (see search.ts). */
export async function rebuildSearchWords(db: Db) {
  await db.execute(sql`delete from catalog_search_words`);
  await db.execute(sql`
    insert into catalog_search_words (word)
    select distinct w from product_search s, unnest(tsvector_to_array(s.vector)) w`);
}

export const bumpCatalogVersion = (db: Db) => bumpVersion(db, 'catalog_state');
