import { z } from 'zod';
import { importGroupSchema, importPropertySchema, productFields } from './catalog-exchange';
import { idParam, pageSchema, pagingQuery } from './common';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * A catalogue file imported through the back-office (docs/catalog-import.md, the command line's format): checked first,
 * with the command line's whole report (what would be created and updated, and every bad row), then written in one
 * transaction, or nothing. The shop shows it within seconds (the catalogue version, ADR 0011).
 */

export const CATALOG_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const catalogImportIssueSchema = z.object({ where: z.string(), field: z.string(), message: z.string() });
export type CatalogImportIssue = z.infer<typeof catalogImportIssueSchema>;

export const catalogImportReportSchema = z.object({
  /** Whether the file was written (only by POST /admin/catalog/import, and only without issues). */
  applied: z.boolean(),
  groups: z.number().int(),
  properties: z.number().int(),
  /** Products the file adds and products it changes (by SKU). */
  created: z.number().int(),
  updated: z.number().int(),
  issues: z.array(catalogImportIssueSchema),
});
export type CatalogImportReport = z.infer<typeof catalogImportReportSchema>;

const admin = { auth: 'required', area: 'admin' } as const;

export const catalogImportRoutes = {
  /** The report of a file (multipart field `file`, `.json` or `.csv`, at most 20 MB) without writing anything. */
  check: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/catalog/import/check',
    multipart: 'file',
    response: catalogImportReportSchema,
    errors: [401, 403, 413, 422],
  }),
  /** Checks the file again and writes it in one transaction; a file with issues is a 422 on `file` listing them, and nothing changes. */
  apply: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/catalog/import',
    multipart: 'file',
    response: catalogImportReportSchema,
    errors: [401, 403, 413, 422],
  }),
};

// ---------------------------------------------------------------- one product at a time

export const ADMIN_PRODUCTS_PER_PAGE = 20;
export const PRODUCT_NAME_MAX = 300;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_PRICE_MAX = 100_000_000;
export const PRODUCT_PHOTOS_MAX = 20;

const localized = (max: number) =>
  z.object({ uk: textSchema().trim().min(1).max(max), en: textSchema().trim().min(1).max(max), pl: textSchema().trim().min(1).max(max) });

export const adminProductsQuery = pagingQuery(ADMIN_PRODUCTS_PER_PAGE).extend({
  /** Part of the SKU or of the name in the request's language. */
  search: textSchema().trim().max(100).optional(),
  state: z.enum(['active', 'archived', 'all']).default('all'),
});

export const adminProductItemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  group: z.string(),
  price: z.number().int(),
  archived: z.boolean(),
});
export type AdminProductItem = z.infer<typeof adminProductItemSchema>;

/**
 * A product's details beside its names, prices and photos: group, kind, series, the tile's figures, colours, videos,
 * units, downloads, the specification table, the tabs and the filter values (the exchange format's own fields).
 */
export const productDetailsSchema = z.object({
  group: productFields.group,
  kind: productFields.kind,
  series: productFields.series,
  coolingKw: productFields.coolingKw,
  heatingKw: productFields.heatingKw,
  area: productFields.area,
  energyClass: productFields.energyClass,
  colors: productFields.colors,
  videos: productFields.videos,
  blocks: productFields.blocks,
  files: productFields.files,
  features: productFields.features,
  tabs: productFields.tabs,
  properties: productFields.properties,
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  group: z.string(),
  series: z.string(),
  /** In the shop's order; `key` is what an update names to keep a photo. */
  photos: z.array(z.object({ key: z.string(), url: z.string() })),
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  guaranteeYears: z.number().int(),
  archived: z.boolean(),
  name: localized(PRODUCT_NAME_MAX),
  description: localized(PRODUCT_DESCRIPTION_MAX),
  ...productDetailsSchema.omit({ series: true, group: true }).shape,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A product's fields support changes here (the rest through an import file); `archived` hides it from the shop or brings it back. */
export const adminProductUpdateSchema = z
  .object({
    price: z.number().int().min(0).max(PRODUCT_PRICE_MAX),
    oldPrice: z.number().int().min(0).max(PRODUCT_PRICE_MAX).nullable(),
    guaranteeYears: z.number().int().min(0).max(30),
    archived: z.boolean(),
    name: localized(PRODUCT_NAME_MAX),
    description: localized(PRODUCT_DESCRIPTION_MAX),
    /**
     * The photos in the shop's order: a kept photo by its `key`, a new one by its temporary upload's path (POST
     * /temp-files; JPEG, PNG or GIF). A photo left out leaves the product.
     */
    photos: z.array(z.string().max(300)).min(1).max(PRODUCT_PHOTOS_MAX),
    /**
     * The details; a video's or a download's `url` may be a temporary upload's path (POST /temp-files): the video an MP4,
     * the download a document (its `size` is then the file's own).
     */
    ...productDetailsSchema.shape,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: messageKey('emptyUpdate') });
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

/** A new product: what every product must have; its photos and details follow on its page. */
export const adminProductCreateSchema = z
  .object({
    sku: productFields.sku,
    group: productFields.group,
    kind: productFields.kind,
    series: productFields.series,
    price: productFields.price,
    guaranteeYears: productFields.guaranteeYears,
    name: localized(PRODUCT_NAME_MAX),
    description: localized(PRODUCT_DESCRIPTION_MAX),
  })
  .strict();
export type AdminProductCreate = z.infer<typeof adminProductCreateSchema>;

export const adminProductRoutes = {
  /** Every product, archived ones too, by SKU, searched by SKU or name. */
  list: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/catalog/products',
    query: adminProductsQuery,
    response: pageSchema(adminProductItemSchema),
    errors: [401, 403, 422],
  }),
  /** Adds a product as an import row of it would (422 `sku: skuTaken` for a SKU in use), logged; it is on sale at once, with the placeholder photo until one is added. */
  create: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/catalog/products',
    body: adminProductCreateSchema,
    response: adminProductSchema,
    statuses: [201],
    errors: [401, 403, 422],
  }),
  product: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/catalog/products/:id',
    params: idParam,
    response: adminProductSchema,
    errors: [401, 403, 404],
  }),
  /** Changes the product as an import row of it would (the same checks and writer), logged; the shop shows it within seconds. */
  update: defineRoute({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/products/:id',
    params: idParam,
    body: adminProductUpdateSchema,
    response: adminProductSchema,
    errors: [401, 403, 404, 422],
  }),
};

// ---------------------------------------------------------------- groups

export const adminGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  icon: z.string(),
  name: localized(200),
  /** The order of the catalogue menu: smaller first. */
  position: z.number().int(),
  /** Products of the group, archived ones too: a group with any cannot be removed. */
  productsCount: z.number().int(),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;

/** A name in three languages and a place in its list: what a group's or a filter property's change sends. */
export const adminNamedUpdateSchema = z
  .object({ name: localized(200), position: z.number().int().min(0).max(10_000) })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: messageKey('emptyUpdate') });
export type AdminNamedUpdate = z.infer<typeof adminNamedUpdateSchema>;

/** The largest group icon, an SVG document sent as text (a menu icon is a few kB). */
export const GROUP_ICON_MAX_CHARS = 100_000;
/** A group's icon: an SVG document's text; the API keeps it without scripts, handlers or outside references. */
const groupIconSchema = z.string().trim().min(1).max(GROUP_ICON_MAX_CHARS);

export const adminGroupUpdateSchema = z
  .object({ name: localized(200), position: z.number().int().min(0).max(10_000), icon: groupIconSchema })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: messageKey('emptyUpdate') });
export type AdminGroupUpdate = z.infer<typeof adminGroupUpdateSchema>;

export const adminGroupCreateSchema = z
  .object({ slug: importGroupSchema.shape.slug, name: localized(200), position: z.number().int().min(0).max(10_000).default(0), icon: groupIconSchema })
  .strict();
export type AdminGroupCreate = z.infer<typeof adminGroupCreateSchema>;

/** A group is made with its SVG icon, renamed, ordered, given a new icon, and removed while empty. */
export const adminGroupRoutes = {
  list: defineRoute({ ...admin, method: 'GET', path: '/admin/catalog/groups', response: z.array(adminGroupSchema), errors: [401, 403] }),
  /** 422 `slug: groupSlugTaken` for an address in use, `icon: iconInvalid` for a file that is no SVG drawing. */
  create: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/catalog/groups',
    body: adminGroupCreateSchema,
    response: adminGroupSchema,
    statuses: [201],
    errors: [401, 403, 422],
  }),
  update: defineRoute({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/groups/:id',
    params: idParam,
    body: adminGroupUpdateSchema,
    response: adminGroupSchema,
    errors: [401, 403, 404, 422],
  }),
  /** 409 `groupHasProducts` (saying how many) while any product, archived ones too, belongs to it. */
  remove: defineRoute({
    ...admin,
    method: 'DELETE',
    path: '/admin/catalog/groups/:id',
    params: idParam,
    response: z.object({ deleted: z.literal(true) }),
    errors: [401, 403, 404, 409],
  }),
};

// ---------------------------------------------------------------- filter properties

export const adminPropertySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localized(200),
  /** The order of the filters: smaller first. */
  position: z.number().int(),
  valuesCount: z.number().int(),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;

export const adminPropertyCreateSchema = z
  .object({ code: importPropertySchema.shape.code, name: localized(200), position: z.number().int().min(0).max(10_000).default(0) })
  .strict();
export type AdminPropertyCreate = z.infer<typeof adminPropertyCreateSchema>;

/** One value of a filter: its code (what an import file names), its label in every language, its order and how many products have it. */
export const adminPropertyValueSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localized(100),
  /** The order inside the filter: smaller first. */
  sort: z.number(),
  productsCount: z.number().int(),
});
export type AdminPropertyValue = z.infer<typeof adminPropertyValueSchema>;

export const adminPropertyValueUpdateSchema = z
  .object({ name: localized(100), sort: z.number().min(-1_000_000).max(1_000_000) })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: messageKey('emptyUpdate') });
export type AdminPropertyValueUpdate = z.infer<typeof adminPropertyValueUpdateSchema>;

const valueParams = z.object({ id: idParam.shape.id, valueId: idParam.shape.id });

/**
 * Filter properties are made, renamed and ordered here, and their values labelled and ordered; a value itself comes
 * with the first product that has it (the product's details or an import file).
 */
export const adminPropertyRoutes = {
  list: defineRoute({ ...admin, method: 'GET', path: '/admin/catalog/properties', response: z.array(adminPropertySchema), errors: [401, 403] }),
  /** 422 `code: propertyCodeTaken` for a code in use. */
  create: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/catalog/properties',
    body: adminPropertyCreateSchema,
    response: adminPropertySchema,
    statuses: [201],
    errors: [401, 403, 422],
  }),
  update: defineRoute({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/properties/:id',
    params: idParam,
    body: adminNamedUpdateSchema,
    response: adminPropertySchema,
    errors: [401, 403, 404, 422],
  }),
  values: defineRoute({
    ...admin,
    method: 'GET',
    path: '/admin/catalog/properties/:id/values',
    params: idParam,
    response: z.array(adminPropertyValueSchema),
    errors: [401, 403, 404],
  }),
  updateValue: defineRoute({
    ...admin,
    method: 'PATCH',
    path: '/admin/catalog/properties/:id/values/:valueId',
    params: valueParams,
    body: adminPropertyValueUpdateSchema,
    response: adminPropertyValueSchema,
    errors: [401, 403, 404, 422],
  }),
};
