import { inArray, sql } from 'drizzle-orm';
import { locales, type Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import {
  catalogGroups,
  catalogGroupTranslations,
  catalogProperties,
  catalogPropertyValues,
  catalogState,
  productBlocks,
  productColors,
  productFiles,
  productPhotos,
  productPropertyValues,
  products,
  productTranslations,
  productVideos,
  type Localized,
} from '../../db/schema';
import type { CatalogData, ImportProduct } from './import-schema';
import { searchTextOf } from './search-text';

const CHUNK = 500;

/** `set` of an upsert: every listed column takes the proposed row's value. */
const excluded = (...columns: string[]) =>
  Object.fromEntries(columns.map((c) => [c.replace(/_(\w)/g, (_, x: string) => x.toUpperCase()), sql.raw(`excluded.${c}`)]));

const chunks = <T>(items: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const sameInAll = (text: string): Localized => ({ uk: text, en: text, pl: text });

export type WriteResult = { groups: number; created: number; updated: number };

/**
 * Upserts groups (by slug), filter properties (by code) and products (by SKU); a product's
 * translations, media, blocks and filter values are replaced by the given ones. Every reference
 * must already be valid (see import.ts); runs in one transaction and bumps the catalogue version.
 */
export async function writeCatalog(db: Db, data: CatalogData): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const groupIds = await upsertGroups(tx as unknown as Db, data);
    const valueIds = await upsertProperties(tx as unknown as Db, data);
    let created = 0;
    for (const chunk of chunks(data.products)) {
      created += await upsertProducts(tx as unknown as Db, chunk, groupIds, valueIds);
    }
    await recomputeNameRanks(tx as unknown as Db);
    await rebuildSearchWords(tx as unknown as Db);
    await bumpCatalogVersion(tx as unknown as Db);
    return { groups: data.groups.length, created, updated: data.products.length - created };
  });
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
  return new Map(
    all.map((g) => [g.slug, { id: g.id, names: names.filter((n) => n.groupId === g.id).map((n) => n.name) }]),
  );
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
          searchText: searchTextOf([
            ...locales.map((l) => p.name[l]),
            p.series,
            p.sku,
            ...p.blocks.map((b) => b.model),
            ...group.names,
          ]),
        };
      }),
    )
    .onConflictDoUpdate({
      target: products.sku,
      set: {
        ...excluded('group_id', 'kind', 'series', 'price', 'old_price', 'guarantee_years', 'archived', 'cooling_kw', 'heating_kw', 'area', 'energy_class', 'search_text'),
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 for a row this statement inserted, non-zero for one it updated.
    .returning({ id: products.id, sku: products.sku, inserted: sql<boolean>`(xmax = 0)` });
  const idOf = new Map(rows.map((r) => [r.sku, r.id]));
  const ids = rows.map((r) => r.id);

  for (const table of [productTranslations, productPhotos, productColors, productVideos, productBlocks, productFiles, productPropertyValues]) {
    await db.delete(table).where(inArray(table.productId, ids));
  }
  const each = <T>(make: (p: ImportProduct, id: number) => T[]) => chunk.flatMap((p) => make(p, idOf.get(p.sku)!));
  const insert = async <R extends object>(table: Parameters<Db['insert']>[0], values: R[]) => {
    for (const part of chunks(values, 2000)) if (part.length) await db.insert(table).values(part as never);
  };
  await insert(
    productTranslations,
    each((p, productId) =>
      locales.map((lang: Lang) => ({
        productId,
        lang,
        name: p.name[lang],
        description: p.description[lang],
        tabs: p.tabs[lang],
        features: p.features[lang],
      })),
    ),
  );
  await insert(productPhotos, each((p, productId) => p.photos.map((key, position) => ({ productId, key, position }))));
  await insert(productColors, each((p, productId) => p.colors.map((c, position) => ({ productId, ...c, position }))));
  await insert(productVideos, each((p, productId) => p.videos.map((v, position) => ({ productId, ...v, position }))));
  await insert(productBlocks, each((p, productId) => p.blocks.map((b, position) => ({ productId, ...b, position }))));
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

/** products_translations.name_rank: alphabetical position per language by Intl.Collator. */
export async function recomputeNameRanks(db: Db) {
  for (const lang of locales) {
    const rows = await db
      .select({ id: productTranslations.productId, name: productTranslations.name })
      .from(productTranslations)
      .where(sql`${productTranslations.lang} = ${lang}`);
    const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
    rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    await db.execute(sql`
      update product_translations t set name_rank = r.rank
      from unnest(${`{${rows.map((r) => r.id).join(',')}}`}::int[]) with ordinality as r(id, rank)
      where t.product_id = r.id and t.lang = ${lang} and t.name_rank is distinct from r.rank`);
  }
}

/** catalog_search_words: the vocabulary that search corrections are looked up in (see search.ts). */
export async function rebuildSearchWords(db: Db) {
  await db.execute(sql`delete from catalog_search_words`);
  await db.execute(sql`
    insert into catalog_search_words (word)
    select distinct w from products p, unnest(tsvector_to_array(p.search_vector)) w where not p.archived`);
}

export async function bumpCatalogVersion(db: Db) {
  await db
    .insert(catalogState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: catalogState.id, set: { version: sql`${catalogState.version} + 1`, updatedAt: sql`now()` } });
}
