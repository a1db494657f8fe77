import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Lang } from '../../../../contracts';
import { users } from './accounts';

/**
 * Translation tables hold what is searched and sorted (group and product names); short labels
 * attached to a product or a filter (colour names, block names, value labels) are a `Localized`
 * JSON object read with `name->>lang`, which keeps the catalogue at a handful of joins.
 */
export type Localized = Record<Lang, string>;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const catalogGroups = pgTable('catalog_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Storage key (or absolute URL) of the SVG icon. */
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

export const catalogGroupTranslations = pgTable(
  'catalog_group_translations',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => catalogGroups.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.lang] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => catalogGroups.id),
    kind: text('kind').$type<'RAC' | 'LCAC' | 'HP'>().notNull(),
    series: text('series').notNull(),
    /** Whole hryvnias. */
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    guaranteeYears: integer('guarantee_years').notNull(),
    archived: boolean('archived').notNull().default(false),
    // What a tile shows, kept on the row so the list needs no property joins.
    coolingKw: doublePrecision('cooling_kw'),
    heatingKw: doublePrecision('heating_kw'),
    area: integer('area'),
    energyClass: text('energy_class'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_group_idx').on(t.groupId),
    index('products_price_idx').on(t.price, t.id),
    check('products_kind_check', sql`${t.kind} in ('RAC', 'LCAC', 'HP')`),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

export type ProductTab = { title: string; content: string };
export type ProductFeature = { name: string; value: string };

/** Product names per language (lists, search hits, sorting); long texts live in product_texts. */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

/** The product card's long texts per language. */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Lang>().notNull(),
    description: text('description').notNull(),
    tabs: jsonb('tabs').$type<ProductTab[]>().notNull(),
    features: jsonb('features').$type<ProductFeature[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Storage key, or an absolute URL for imported media hosted elsewhere. */
    key: text('key').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('product_photos_product_idx').on(t.productId, t.position)],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    hex: text('hex').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('product_colors_product_idx').on(t.productId)],
);

export const productVideos = pgTable(
  'product_videos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').$type<'file' | 'youtube' | 'vimeo'>().notNull(),
    url: text('url').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('product_videos_product_idx').on(t.productId)],
);

export const productBlocks = pgTable(
  'product_blocks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').$type<'indoor' | 'outdoor'>().notNull(),
    model: text('model').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('product_blocks_product_idx').on(t.productId), index('product_blocks_type_idx').on(t.type, t.productId)],
);

export const productFiles = pgTable(
  'product_files',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Storage key, or an absolute URL. */
    key: text('key').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('product_files_product_idx').on(t.productId)],
);

/** A filterable property (cooling capacity, energy class, Wi-Fi, ...). */
export const catalogProperties = pgTable('catalog_properties', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  position: integer('position').notNull().default(0),
});

export const catalogPropertyValues = pgTable(
  'catalog_property_values',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => catalogProperties.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** Order of the values inside a filter (a number for numeric values, else the label order). */
    sortKey: doublePrecision('sort_key').notNull().default(0),
  },
  (t) => [uniqueIndex('catalog_property_values_code_unique').on(t.propertyId, t.code)],
);

/** Which value a product has for a property; `property_id` is repeated here so facets need no join. */
export const productPropertyValues = pgTable(
  'product_property_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => catalogProperties.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => catalogPropertyValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.valueId] }), index('product_property_values_value_idx').on(t.valueId, t.productId)],
);

export const catalogFavorites = pgTable(
  'catalog_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('catalog_favorites_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The listing index: one narrow row per product on sale with what lists and search filter and
 * sort by, so that scanning or counting thousands of products reads small rows and no joins.
 * - `vector`: the words of its names in every language, series, SKU and unit models, with folded
 *   and transliterated forms (catalog/search-text), a position-free `simple` tsvector (GIN index);
 * - `value_ids`: its filter values (a copy of product_property_values), for one-pass facet counts;
 * - `group_id`, `price`: copies of the product's, for filtering, counting and sorting.
 * Its sort by name is product_name_ranks (beside it, so that a write shifting names rewrites narrow rows only).
 * The table keeps its first name, product_search.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    price: integer('price').notNull().default(0),
    valueIds: integer('value_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    vector: tsvector('vector').notNull(),
  },
  (t) => [index('product_search_vector_idx').using('gin', t.vector), index('product_search_group_idx').on(t.groupId)],
);

/**
 * Each product on sale's position among the names of every language (Intl.Collator order, ties by SKU), one entry per
 * language in the order of `locales`: the list's sort by name, the same on PGlite and PostgreSQL whatever their
 * collation, and right for Ukrainian and Polish letters. Kept apart from product_search because a write that
 * adds or renames one product shifts the position of every later name: here that rewrites narrow rows, not the wide
 * search rows it once bloated (issue 31, docs/decisions/0033).
 */
export const productNameRanks = pgTable(
  'product_name_ranks',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    ranks: integer('ranks').array().notNull(),
  },
  // One per language (uk, en, pl: the array's order): a search's first hits by name walk the rank in order and stop
  // at the page, instead of sorting every product's rank (a common word over 50,000 products: 226 -> 53 ms on a busy host).
  (t) => [
    index('product_name_ranks_uk_idx').on(sql`(${t.ranks}[1])`, t.productId),
    index('product_name_ranks_en_idx').on(sql`(${t.ranks}[2])`, t.productId),
    index('product_name_ranks_pl_idx').on(sql`(${t.ranks}[3])`, t.productId),
  ],
);

/**
 * Every distinct word of the search vectors (lower-cased). Typos and word fragments are
 * matched against these few thousand words through the trigram index and then searched as whole
 * words, instead of comparing trigrams with every product's long text (which costs a fraction of
 * a millisecond per product, per query).
 */
export const catalogSearchWords = pgTable('catalog_search_words', { word: text('word').primaryKey() }, (t) => [
  index('catalog_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  index('catalog_search_words_prefix_idx').using('btree', t.word.op('text_pattern_ops')),
]);

/** One row: a counter bumped by every catalogue write, for cache keys and web revalidation. */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
