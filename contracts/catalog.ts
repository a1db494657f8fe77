import { z } from 'zod';
import { idParam, langQuery, pageSchema, pagingQuery, queryIdSchema, versionSchema } from './common';
import { defineRoute } from './route';
import { CATALOG_PER_PAGE, FAVORITES_PER_PAGE, SEARCH_COUNTS, SEARCH_MAX_COUNT, SEARCH_MAX_LENGTH } from './constants';
import { textSchema } from './validation';

export { CATALOG_PER_PAGE, FAVORITES_PER_PAGE, SEARCH_COUNTS, SEARCH_MAX_COUNT, SEARCH_MAX_LENGTH } from './constants';

/** Equipment kinds (docs/domain.md#certifications): residential AC, light-commercial AC, heat pumps. */
export const productKinds = ['RAC', 'LCAC', 'HP'] as const;
export const productKindSchema = z.enum(productKinds);
export type ProductKind = z.infer<typeof productKindSchema>;

export const unitTypes = ['indoor', 'outdoor'] as const;
export const unitTypeSchema = z.enum(unitTypes);
export type UnitType = z.infer<typeof unitTypeSchema>;

export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** qs gives `values=3` as a string and `values[]=3` as an array; both mean a list. */
const idList = z.union([z.array(queryIdSchema).min(1).max(20), queryIdSchema]).transform((v) => (Array.isArray(v) ? v : [v]));

// ---------------------------------------------------------------- groups

export const catalogGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Absolute URL of an SVG icon. */
  icon: z.string(),
  productsCount: z.number().int(),
});
export type CatalogGroup = z.infer<typeof catalogGroupSchema>;

// ---------------------------------------------------------------- list

/** What a product tile shows. Capacities in kW, area in m²; null where they do not apply (accessories). */
export const productListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  series: z.string(),
  kind: productKindSchema,
  groupId: z.number().int(),
  /** Whole hryvnias. */
  price: z.number(),
  oldPrice: z.number().nullable(),
  currency: z.literal('UAH'),
  /** Absolute URL of the main photo. */
  photo: z.string(),
  /** Always false for guests. */
  inFavorites: z.boolean(),
  coolingKw: z.number().nullable(),
  heatingKw: z.number().nullable(),
  area: z.number().nullable(),
  energyClass: z.string().nullable(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const filterValueSchema = z.object({
  valueId: z.number().int(),
  optionName: z.string(),
  selected: z.boolean(),
  /**
   * How many products the list would hold with this value selected, given the OTHER properties'
   * selections (values of one property are ORed, properties are ANDed).
   */
  productsCount: z.number().int(),
});
export const catalogFilterSchema = z.object({
  propertyId: z.number().int(),
  filterName: z.string(),
  values: z.array(filterValueSchema),
});
export type CatalogFilter = z.infer<typeof catalogFilterSchema>;

/** `groupId` null is the catalogue root; the web builds the localised URL itself. */
export const breadCrumbSchema = z.object({ name: z.string(), groupId: z.number().int().nullable() });
export type BreadCrumb = z.infer<typeof breadCrumbSchema>;

export const catalogListSchema = z.object({
  breadCrumbs: z.array(breadCrumbSchema),
  title: z.string(),
  products: pageSchema(productListItemSchema),
  filters: z.array(catalogFilterSchema),
});
export type CatalogList = z.infer<typeof catalogListSchema>;

export const catalogFilterQuerySchema = z.object({ property: queryIdSchema, values: idList });

/**
 * GET /web/catalog/products: `sort[price]=desc`, `perPage`, `page`, `search`, `groupId`,
 * `filter[0][property]=3&filter[0][values][]=12`. Default sort: name ascending.
 */
export const catalogProductsQuery = langQuery.extend(pagingQuery(CATALOG_PER_PAGE).shape).extend({
  sort: z.object({ name: sortDirectionSchema.optional(), price: sortDirectionSchema.optional() }).strict().optional(),
  search: textSchema().trim().max(SEARCH_MAX_LENGTH).optional(),
  groupId: queryIdSchema.optional(),
  filter: z.array(catalogFilterQuerySchema).max(20).optional(),
});
export type CatalogProductsQuery = z.infer<typeof catalogProductsQuery>;
export type CatalogProductsQueryInput = z.input<typeof catalogProductsQuery>;

// ---------------------------------------------------------------- product card

export const productTabSchema = z.object({
  title: z.string(),
  /**
   * Plain text with a tiny markdown subset: paragraphs separated by a blank line, lines starting
   * with "- " are list items. Never HTML.
   */
  content: z.string(),
});
export const productColorSchema = z.object({ name: z.string(), hex: z.string() });
export const productVideoSchema = z.object({
  type: z.enum(['file', 'youtube', 'vimeo']),
  url: z.string(),
  title: z.string(),
});
export const productFeatureSchema = z.object({ name: z.string(), value: z.string() });
export const productBlockSchema = z.object({ type: unitTypeSchema, name: z.string(), model: z.string() });
export const productFileSchema = z.object({
  name: z.string(),
  url: z.string(),
  /** Bytes. */
  size: z.number().int(),
});

/** The product card, also inside an installation; the installation fields stay null/empty outside one. */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  series: z.string(),
  kind: productKindSchema,
  group: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  breadCrumbs: z.array(breadCrumbSchema),
  description: z.string(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  currency: z.literal('UAH'),
  archived: z.boolean(),
  inFavorites: z.boolean(),
  tabs: z.array(productTabSchema),
  colors: z.array(productColorSchema),
  photos: z.array(z.string()),
  videos: z.array(productVideoSchema),
  features: z.array(productFeatureSchema),
  blocks: z.array(productBlockSchema),
  additionalFiles: z.array(productFileSchema),
  guaranteeYears: z.number().int(),
  /** yyyy-MM-dd, only within an installation. */
  guaranteeExpiredAt: z.string().nullable(),
  preventedAt: z.string().nullable(),
  dangerMessage: z.string().nullable(),
  warnings: z.array(z.string()),
  canAddPrevention: z.boolean(),
  /** Within an installation: the viewer may appeal to support about the product (the installation card's `canAppeal`). */
  canAppeal: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** GET /web/catalog/products/{id}; with `installationId` the card carries the warranty of the product's units in that installation. */
export const productCardQuery = langQuery.extend({ installationId: queryIdSchema.optional() });

// ---------------------------------------------------------------- search

export const catalogSearchQuery = langQuery.extend({
  search: textSchema().trim().min(1).max(SEARCH_MAX_LENGTH),
  /** Only products that have a block of this type (the installation equipment step). */
  unitType: unitTypeSchema.optional(),
  /** Accepted and validated; narrows results once certification types exist. */
  certificationTypeId: queryIdSchema.optional(),
  productsInGroupsCount: z.coerce.number().int().min(0).max(SEARCH_MAX_COUNT).default(SEARCH_COUNTS.global),
  productsCount: z.coerce.number().int().min(0).max(SEARCH_MAX_COUNT).default(SEARCH_COUNTS.global),
});
export type CatalogSearchQuery = z.infer<typeof catalogSearchQuery>;

export const searchGroupHitSchema = z.object({
  /** Group id: the web links to /products?groupId={id}&search={search}. */
  id: z.number().int(),
  name: z.string(),
  search: z.string(),
  productsCount: z.number().int(),
});
export const searchProductHitSchema = z.object({ id: z.number().int(), name: z.string(), photo: z.string() });
export const catalogSearchSchema = z.object({
  productsInGroups: z.array(searchGroupHitSchema),
  products: z.array(searchProductHitSchema),
});
export type CatalogSearch = z.infer<typeof catalogSearchSchema>;

// ---------------------------------------------------------------- favourites and version

export const favoritesQuery = langQuery.extend(pagingQuery(FAVORITES_PER_PAGE).shape);
export const favoriteStateSchema = z.object({ id: z.number().int(), inFavorites: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

/** Changes whenever any catalogue data changes; the web revalidates its caches on a new value. */
// ---------------------------------------------------------------- routes

/** Errors the catalogue's OpenAPI entries list. */
const catalogErrors = [401, 404, 422] as const;
const favoritesPath = '/web/catalog/favorites/products';

export const catalogRoutes = {
  version: defineRoute({ method: 'GET', path: '/web/catalog/version', auth: 'public', response: versionSchema }),
  groups: defineRoute({ method: 'GET', path: '/web/catalog/groups', auth: 'public', response: z.array(catalogGroupSchema) }),
  products: defineRoute({
    method: 'GET',
    path: '/web/catalog/products',
    auth: 'optional',
    query: catalogProductsQuery,
    response: catalogListSchema,
    errors: catalogErrors,
  }),
  product: defineRoute({
    method: 'GET',
    path: '/web/catalog/products/:id',
    auth: 'optional',
    params: idParam,
    query: productCardQuery,
    response: productCardSchema,
    errors: catalogErrors,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/web/catalog/search',
    auth: 'public',
    query: catalogSearchQuery,
    response: catalogSearchSchema,
    errors: catalogErrors,
  }),
  favorites: defineRoute({
    method: 'GET',
    path: favoritesPath,
    auth: 'required',
    area: 'account',
    query: favoritesQuery,
    response: pageSchema(productListItemSchema),
    errors: catalogErrors,
  }),
  addFavorite: defineRoute({
    method: 'POST',
    path: `${favoritesPath}/:id`,
    auth: 'required',
    area: 'account',
    params: idParam,
    response: favoriteStateSchema,
    statuses: [200, 201],
    errors: catalogErrors,
  }),
  removeFavorite: defineRoute({
    method: 'DELETE',
    path: `${favoritesPath}/:id`,
    auth: 'required',
    area: 'account',
    params: idParam,
    response: favoriteStateSchema,
    errors: catalogErrors,
  }),
};
