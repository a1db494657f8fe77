import { z } from 'zod';
import { productKindSchema, unitTypeSchema } from '../../../../contracts';

/**
 * The catalogue exchange format: what `npm run catalog:import` reads (docs/catalog-import.md) and
 * what the seed generator produces, so both go through one writer.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
export const localizedSchema = (max = 200) => z.object({ uk: text(max), en: text(max), pl: text(max) }).strict();
const perLanguage = <T extends z.ZodType>(item: T, max: number) =>
  z.object({ uk: z.array(item).max(max), en: z.array(item).max(max), pl: z.array(item).max(max) }).strict();

const code = z.string().trim().min(1).max(64).regex(/^[a-z0-9][a-z0-9_.-]*$/, 'format');
const slug = z.string().trim().min(1).max(100).regex(/^[a-z0-9][a-z0-9-]*$/, 'format');

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

export const importPropertySchema = z
  .object({ code, name: localizedSchema(), position: z.number().int().min(0).max(10_000).default(0) })
  .strict();

const kw = z.number().positive().max(1000).nullable().default(null);

export const importProductSchema = z
  .object({
    sku: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'format'),
    group: slug,
    kind: productKindSchema,
    series: text(100),
    price: z.number().int().min(0).max(100_000_000),
    oldPrice: z.number().int().min(0).max(100_000_000).nullable().default(null),
    guaranteeYears: z.number().int().min(0).max(30),
    archived: z.boolean().default(false),
    coolingKw: kw,
    heatingKw: kw,
    area: z.number().int().positive().max(100_000).nullable().default(null),
    energyClass: z.string().trim().min(1).max(10).nullable().default(null),
    name: localizedSchema(300),
    description: localizedSchema(5000),
    tabs: perLanguage(z.object({ title: text(100), content: text(20_000) }).strict(), 10).default({ uk: [], en: [], pl: [] }),
    features: perLanguage(z.object({ name: text(200), value: text(500) }).strict(), 100).default({ uk: [], en: [], pl: [] }),
    photos: z.array(mediaRefSchema).max(20).default([]),
    colors: z
      .array(z.object({ hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'format'), name: localizedSchema(100) }).strict())
      .max(20)
      .default([]),
    videos: z
      .array(
        z
          .object({ type: z.enum(['file', 'youtube', 'vimeo']), url: mediaRefSchema, title: localizedSchema(200) })
          .strict(),
      )
      .max(20)
      .default([]),
    blocks: z
      .array(z.object({ type: unitTypeSchema, model: text(100), name: localizedSchema(100) }).strict())
      .max(20)
      .default([]),
    files: z
      .array(
        z
          .object({ url: mediaRefSchema, name: localizedSchema(200), size: z.number().int().min(0).max(2_000_000_000) })
          .strict(),
      )
      .max(20)
      .default([]),
    /** Filter values; a new value's label defaults to its code, `sort` orders values inside a filter. */
    properties: z
      .array(
        z
          .object({ property: code, value: text(100), label: localizedSchema(100).optional(), sort: z.number().optional() })
          .strict(),
      )
      .max(50)
      .default([]),
  })
  .strict();

export const catalogFileSchema = z
  .object({
    groups: z.array(importGroupSchema).max(1000).default([]),
    properties: z.array(importPropertySchema).max(1000).default([]),
    /** Validated one by one (importProductSchema) so that errors are reported per row. */
    products: z.array(z.unknown()).max(200_000),
  })
  .strict();

export type ImportGroup = z.output<typeof importGroupSchema>;
export type ImportProperty = z.output<typeof importPropertySchema>;
export type ImportProduct = z.output<typeof importProductSchema>;
export type ImportProductInput = z.input<typeof importProductSchema>;
export type CatalogData = { groups: ImportGroup[]; properties: ImportProperty[]; products: ImportProduct[] };
