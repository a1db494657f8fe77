import { z } from 'zod';
import { productKindSchema, unitTypeSchema } from './catalog';
import { modelSpecSchema } from './commissioning';

/**
 * The catalogue exchange format: what `npm run catalog:import` and the back-office's import read (docs/catalog-import.md),
 * what the back-office's product form writes, and what the seed generator produces, so all go through one writer.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
export const localizedSchema = (max = 200) => z.object({ uk: text(max), en: text(max), pl: text(max) }).strict();
const perLanguage = <T extends z.ZodType>(item: T, max: number) =>
  z.object({ uk: z.array(item).max(max), en: z.array(item).max(max), pl: z.array(item).max(max) }).strict();

const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_.-]*$/, 'format');
const slug = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'format');

/** A storage key of the API (`catalog/photos/x.webp`) or an absolute http(s) URL. */
export const mediaRefSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => /^https?:\/\/\S+$/i.test(v) || (/^[a-z0-9][a-z0-9/._-]*$/i.test(v) && !v.includes('..')), 'format');

export const importGroupSchema = z
  .object({
    slug,
    name: localizedSchema(),
    icon: mediaRefSchema,
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();

export const importPropertySchema = z.object({ code, name: localizedSchema(), position: z.number().int().min(0).max(10_000).default(0) }).strict();

const kw = z.number().positive().max(1000).nullable();

/** Every field of a product, none optional: a product row of a file gives any of them (see productRowSchema). */
export const productFields = {
  sku: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'format'),
  group: slug,
  kind: productKindSchema,
  series: text(100),
  price: z.number().int().min(0).max(100_000_000),
  oldPrice: z.number().int().min(0).max(100_000_000).nullable(),
  guaranteeYears: z.number().int().min(0).max(30),
  archived: z.boolean(),
  coolingKw: kw,
  heatingKw: kw,
  area: z.number().int().positive().max(100_000).nullable(),
  energyClass: z.string().trim().min(1).max(10).nullable(),
  name: localizedSchema(300),
  description: localizedSchema(5000),
  tabs: perLanguage(z.object({ title: text(100), content: text(20_000) }).strict(), 10),
  features: perLanguage(z.object({ name: text(200), value: text(500) }).strict(), 100),
  photos: z.array(mediaRefSchema).max(20),
  colors: z.array(z.object({ hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'format'), name: localizedSchema(100) }).strict()).max(20),
  videos: z.array(z.object({ type: z.enum(['file', 'youtube', 'vimeo']), url: mediaRefSchema, title: localizedSchema(200) }).strict()).max(20),
  blocks: z.array(z.object({ type: unitTypeSchema, model: text(100), name: localizedSchema(100) }).strict()).max(20),
  files: z.array(z.object({ url: mediaRefSchema, name: localizedSchema(200), size: z.number().int().min(0).max(2_000_000_000) }).strict()).max(20),
  /** Filter values; a new value's label defaults to its code, `sort` orders values inside a filter. */
  properties: z.array(z.object({ property: code, value: text(100), label: localizedSchema(100).optional(), sort: z.number().optional() }).strict()).max(50),
};

/**
 * A file's units: an outdoor block may carry its model's data for the commissioning report (`spec`, SI units, contracts/commissioning.ts),
 * written to the model's data (`model_specs`, shared by every product with the model); a block without it leaves the model's data as it is.
 * The back-office's product form edits a model's data on its own route (contracts/catalog-models.ts), so its blocks carry none.
 */
export const importBlocksSchema = z
  .array(z.object({ type: unitTypeSchema, model: text(100), name: localizedSchema(100), spec: modelSpecSchema.optional() }).strict())
  .max(20);

/** Fields a new product must have; every other field has a default. */
export const requiredForNewProduct = ['group', 'kind', 'series', 'price', 'guaranteeYears', 'name', 'description'] as const;

/** A complete product, as the writer stores it. */
export const importProductSchema = z
  .object({
    ...productFields,
    oldPrice: productFields.oldPrice.default(null),
    archived: productFields.archived.default(false),
    coolingKw: kw.default(null),
    heatingKw: kw.default(null),
    area: productFields.area.default(null),
    energyClass: productFields.energyClass.default(null),
    tabs: productFields.tabs.default({ uk: [], en: [], pl: [] }),
    features: productFields.features.default({ uk: [], en: [], pl: [] }),
    photos: productFields.photos.default([]),
    colors: productFields.colors.default([]),
    videos: productFields.videos.default([]),
    blocks: importBlocksSchema.default([]),
    files: productFields.files.default([]),
    properties: productFields.properties.default([]),
  })
  .strict();

/**
 * A product row of an import file: the SKU and any fields to set. A field left out keeps its
 * stored value (so a CSV of `sku,price` updates prices), and so does a language left out of a
 * per-language field (a `description.en` column); a new product needs requiredForNewProduct in
 * every language.
 */
export const productRowSchema = z
  .object({
    ...productFields,
    name: productFields.name.partial(),
    description: productFields.description.partial(),
    tabs: productFields.tabs.partial(),
    features: productFields.features.partial(),
    blocks: importBlocksSchema,
  })
  .partial()
  .required({ sku: true })
  .strict();

export const catalogFileSchema = z
  .object({
    groups: z.array(importGroupSchema).max(1000).default([]),
    properties: z.array(importPropertySchema).max(1000).default([]),
    /** Validated one by one (productRowSchema) so that errors are reported per row. */
    products: z.array(z.unknown()).max(200_000),
  })
  .strict();

export type ImportGroup = z.output<typeof importGroupSchema>;
export type ImportProperty = z.output<typeof importPropertySchema>;
export type ImportProduct = z.output<typeof importProductSchema>;
export type CatalogData = { groups: ImportGroup[]; properties: ImportProperty[]; products: ImportProduct[] };
