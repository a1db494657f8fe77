import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import canonicalize from 'canonicalize';
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { catalogGroups, catalogProperties } from '../../db/schema';
import { translator, type Translator } from '../../i18n/translator';
import type { Storage } from '../../lib/storage';
import {
  catalogFileSchema,
  importProductSchema,
  productRowSchema,
  requiredForNewProduct,
  type CatalogData,
  type ImportProduct,
} from '../../../../contracts/catalog-exchange';
import { writeCatalog, type WriteResult } from './writer';

/** One problem of an import file: where (a row, a group, the file) and what. */
export type ImportIssue = { where: string; field: string; message: string };

/** The file cannot be read or parsed at all. */
export class ImportFileError extends Error {}

/**
 * A parsed file: the catalogue object and a label per product row for messages ("line 7").
 * `mergeProperties`: a row's filter values replace only the properties they name (CSV columns)
 * instead of all of the product's (JSON lists).
 */
export type ParsedFile = { raw: unknown; rowLabels: string[]; mergeProperties?: boolean };

/** The report's language: the command line's is English; the back-office's the operator's (messages `api.catalogImport`). */
const english = translator('en');
const issuesOf = (t: Translator, error: z.ZodError, where: string, prefix = ''): ImportIssue[] =>
  error.issues.map((i) => ({
    where,
    field: [prefix, ...i.path.map(String)].filter(Boolean).join('.') || '(row)',
    message: t.validation(i.message),
  }));

const isUrl = (ref: string) => /^https?:\/\//i.test(ref);

// ---------------------------------------------------------------- reading files

/**
 * CSV: one product per line. Columns: sku, group, kind, series, price, oldPrice, guaranteeYears,
 * archived, coolingKw, heatingKw, area, energyClass, name.uk|en|pl, description.uk|en|pl,
 * photos (`|` between references), features.uk|en|pl (`Name: value|Name: value`) and one
 * `property.<code>` column per filter property (the value's code; it replaces that property's
 * value only). An empty cell leaves the field as it is; `null` clears a field that may be empty
 * (oldPrice, coolingKw, heatingKw, area, energyClass).
 */
export function csvToCatalog(text: string, t: Translator = english): ParsedFile {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parseCsv(text, { columns: true, bom: true, trim: true, skip_empty_lines: true, info: true });
  } catch (error) {
    throw new ImportFileError(t('catalogImport.unreadable', { format: 'CSV', reason: (error as Error).message }));
  }
  const numeric = new Set(['price', 'oldPrice', 'guaranteeYears', 'coolingKw', 'heatingKw', 'area']);
  const nullable = new Set(['oldPrice', 'coolingKw', 'heatingKw', 'area', 'energyClass']);
  const scalar = (column: string, cell: string): unknown => {
    if (cell === 'null' && nullable.has(column)) return null;
    if (numeric.has(column)) return cell.trim() !== '' && Number.isFinite(Number(cell)) ? Number(cell) : cell;
    if (column === 'archived')
      return ({ true: true, false: false, '1': true, '0': false, yes: true, no: false } as Record<string, boolean>)[cell.toLowerCase()] ?? cell;
    return cell;
  };
  const products = records.map(({ record }) => {
    const row: Record<string, unknown> = {};
    const properties: { property: string; value: string }[] = [];
    for (const [column, cell] of Object.entries(record)) {
      if (column.startsWith('property.')) {
        if (cell) properties.push({ property: column.slice('property.'.length), value: cell });
        continue;
      }
      if (cell === '') continue;
      const [field, lang] = column.split('.', 2);
      if ((field === 'name' || field === 'description') && lang) {
        row[field] = { ...(row[field] as object), [lang]: cell };
      } else if (field === 'features' && lang) {
        const list = cell.split('|').map((pair) => {
          const at = pair.indexOf(':');
          return at < 0 ? { name: pair.trim(), value: '' } : { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
        });
        row.features = { ...(row.features as object), [lang]: list };
      } else if (field === 'photos') {
        row.photos = cell
          .split('|')
          .map((p) => p.trim())
          .filter(Boolean);
      } else {
        row[column] = scalar(column, cell);
      }
    }
    if (properties.length) row.properties = properties;
    return row;
  });
  return { raw: { products }, rowLabels: records.map((r) => t('catalogImport.line', { line: String(r.info.lines) })), mergeProperties: true };
}

export async function readCatalogFile(file: string): Promise<ParsedFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ImportFileError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return parseCatalogText(file, text);
}

/** A file's text by its name's extension, `.csv` or `.json`; the back-office's upload and the command line's file alike. */
export function parseCatalogText(name: string, text: string, t: Translator = english): ParsedFile {
  const ext = path.extname(name).toLowerCase();
  if (ext === '.csv') return csvToCatalog(text, t);
  if (ext !== '.json') throw new ImportFileError(t('catalogImport.fileType', { name }));
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(t('catalogImport.unreadable', { format: 'JSON', reason: (error as Error).message }));
  }
  const count = Array.isArray((raw as { products?: unknown })?.products) ? (raw as { products: unknown[] }).products.length : 0;
  return { raw, rowLabels: Array.from({ length: count }, (_, i) => `products[${i}]`) };
}

// ---------------------------------------------------------------- validation

/** Stored products in the exchange format, to complete rows that give only some fields. */
export async function storedProducts(db: Db, skus: string[]): Promise<Map<string, ImportProduct>> {
  if (!skus.length) return new Map();
  const rows = await rowsOf<{ product: ImportProduct }>(
    db,
    sql`
      select json_build_object(
        'sku', p.sku, 'group', g.slug, 'kind', p.kind, 'series', p.series, 'price', p.price, 'oldPrice', p.old_price,
        'guaranteeYears', p.guarantee_years, 'archived', p.archived, 'coolingKw', p.cooling_kw, 'heatingKw', p.heating_kw,
        'area', p.area, 'energyClass', p.energy_class,
        'name', (select json_object_agg(t.lang, t.name) from product_translations t where t.product_id = p.id),
        'description', (select json_object_agg(t.lang, t.description) from product_texts t where t.product_id = p.id),
        'tabs', (select json_object_agg(t.lang, t.tabs) from product_texts t where t.product_id = p.id),
        'features', (select json_object_agg(t.lang, t.features) from product_texts t where t.product_id = p.id),
        'photos', coalesce((select json_agg(x.key order by x.position) from product_photos x where x.product_id = p.id), '[]'),
        'colors', coalesce((select json_agg(json_build_object('hex', x.hex, 'name', x.name) order by x.position) from product_colors x where x.product_id = p.id), '[]'),
        'videos', coalesce((select json_agg(json_build_object('type', x.type, 'url', x.url, 'title', x.title) order by x.position) from product_videos x where x.product_id = p.id), '[]'),
        'blocks', coalesce((select json_agg(json_build_object('type', x.type, 'model', x.model, 'name', x.name) order by x.position) from product_blocks x where x.product_id = p.id), '[]'),
        'files', coalesce((select json_agg(json_build_object('url', x.key, 'name', x.name, 'size', x.size) order by x.position) from product_files x where x.product_id = p.id), '[]'),
        'properties', coalesce((select json_agg(json_build_object('property', cp.code, 'value', v.code))
          from product_property_values x join catalog_property_values v on v.id = x.value_id join catalog_properties cp on cp.id = x.property_id
          where x.product_id = p.id), '[]')
      ) as product
      from products p join catalog_groups g on g.id = p.group_id
      where p.sku = any(${`{${skus.map((s) => `"${s}"`).join(',')}}`}::text[])`,
  );
  return new Map(rows.map((r) => [r.product.sku, r.product]));
}

const storageHas = (storage: Storage, key: string) =>
  access(path.join(storage.root, key)).then(
    () => true,
    () => false,
  );

/**
 * Checks a whole file and turns it into complete catalogue data: each product row is validated on
 * its own (so every bad row is reported), then checked against the file and the database (known
 * group and property, no repeated SKU, referenced files present in storage) and merged with the
 * stored product of the same SKU. Nothing is written.
 */
export async function prepareImport(
  db: Db,
  storage: Storage,
  file: ParsedFile,
  t: Translator = english,
): Promise<{ data: CatalogData | null; issues: ImportIssue[]; valid: { groups: number; properties: number; products: number }; updates: number }> {
  const top = catalogFileSchema.safeParse(file.raw);
  if (!top.success)
    return { data: null, issues: issuesOf(t, top.error, t('catalogImport.file')), valid: { groups: 0, properties: 0, products: 0 }, updates: 0 };
  const issues: ImportIssue[] = [];
  const { groups, properties } = top.data;
  const seenSlugs = new Set<string>();
  groups.forEach((g, i) => {
    if (seenSlugs.has(g.slug)) issues.push({ where: `groups[${i}]`, field: 'slug', message: t('catalogImport.repeatsGroup', { slug: g.slug }) });
    seenSlugs.add(g.slug);
  });
  const knownGroups = new Set([...seenSlugs, ...(await db.select({ slug: catalogGroups.slug }).from(catalogGroups)).map((g) => g.slug)]);
  const knownProperties = new Set([
    ...properties.map((p) => p.code),
    ...(await db.select({ code: catalogProperties.code }).from(catalogProperties)).map((p) => p.code),
  ]);

  const rows = top.data.products.map((raw, i) => ({ raw, label: file.rowLabels[i] ?? `products[${i}]`, parsed: productRowSchema.safeParse(raw) }));
  const skus = rows.flatMap((r) => (r.parsed.success ? [r.parsed.data.sku] : []));
  const stored = new Map<string, ImportProduct>();
  for (let i = 0; i < skus.length; i += 1000) {
    for (const [sku, product] of await storedProducts(db, skus.slice(i, i + 1000))) stored.set(sku, product);
  }

  const products: ImportProduct[] = [];
  const seenSkus = new Map<string, string>();
  const mediaRefs = new Map<string, { where: string; field: string }>();
  // A model's data given by the first row that names it: another row may repeat it, not differ from it.
  const modelSpecs = new Map<string, { spec: string; where: string }>();
  for (const { label, parsed, raw } of rows) {
    if (!parsed.success) {
      const sku = (raw as { sku?: unknown } | null)?.sku;
      issues.push(...issuesOf(t, parsed.error, typeof sku === 'string' ? `${label} (${sku.slice(0, 64)})` : label));
      continue;
    }
    const row = parsed.data;
    const where = `${label} (${row.sku})`;
    const before = issues.length;
    if (seenSkus.has(row.sku)) {
      issues.push({ where, field: 'sku', message: t('catalogImport.repeatsSku', { row: seenSkus.get(row.sku)! }) });
      continue;
    }
    seenSkus.set(row.sku, label);
    const existing = stored.get(row.sku);
    if (!existing) {
      for (const field of requiredForNewProduct) {
        if (row[field] === undefined) issues.push({ where, field, message: t('catalogImport.requiredNew', { required: t.validation('required') }) });
      }
    }
    if (row.group !== undefined && !knownGroups.has(row.group))
      issues.push({ where, field: 'group', message: t('catalogImport.unknownGroup', { slug: row.group }) });
    (row.properties ?? []).forEach((p, i) => {
      if (!knownProperties.has(p.property))
        issues.push({ where, field: `properties.${i}.property`, message: t('catalogImport.unknownProperty', { code: p.property }) });
    });
    (row.blocks ?? []).forEach((block, i) => {
      if (!block.spec) return;
      const field = `blocks.${i}.spec`;
      if (block.type !== 'outdoor') return issues.push({ where, field, message: t('catalogImport.specNotOutdoor') });
      const spec = canonicalize(block.spec)!;
      const first = modelSpecs.get(block.model);
      if (!first) modelSpecs.set(block.model, { spec, where });
      else if (first.spec !== spec) issues.push({ where, field, message: t('catalogImport.repeatsModelSpec', { model: block.model, row: first.where }) });
    });
    const refs = [
      ...(row.photos ?? []).map((ref, i) => [ref, `photos.${i}`] as const),
      ...(row.files ?? []).map((f, i) => [f.url, `files.${i}.url`] as const),
      ...(row.videos ?? []).filter((v) => v.type === 'file').map((v, i) => [v.url, `videos.${i}.url`] as const),
    ];
    for (const [ref, field] of refs) if (!isUrl(ref)) mediaRefs.set(ref, { where, field });
    if (issues.length > before) continue;
    if (file.mergeProperties && existing && row.properties) {
      const named = new Set(row.properties.map((p) => p.property));
      row.properties = [...existing.properties.filter((p) => !named.has(p.property)), ...row.properties];
    }
    const complete = importProductSchema.safeParse(existing ? mergeRow(existing, row) : row);
    if (complete.success) products.push(complete.data);
    else issues.push(...issuesOf(t, complete.error, where));
  }
  for (const [ref, at] of mediaRefs) {
    if (!(await storageHas(storage, ref))) issues.push({ ...at, message: t('catalogImport.missingFile', { ref }) });
  }
  // What the rows without issues hold, so that a report with issues still says what the rest would do.
  const valid = { groups: groups.length, properties: properties.length, products: products.length };
  const updates = products.filter((p) => stored.has(p.sku)).length;
  return { data: issues.length ? null : { groups, properties, products }, issues, valid, updates };
}

/** Fields given per language: a row that names some languages (a CSV's `description.en` column) keeps the others. */
const PER_LANGUAGE = ['name', 'description', 'tabs', 'features'] as const;

/** A stored product with a row's fields over it; per-language fields are merged language by language. */
function mergeRow(existing: ImportProduct, row: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...existing, ...row };
  for (const field of PER_LANGUAGE) {
    if (row[field] && existing[field]) merged[field] = { ...existing[field], ...(row[field] as object) };
  }
  return merged;
}

/** Validates the whole file, then writes all of it in one transaction, or nothing. */
export async function importCatalog(db: Db, storage: Storage, file: ParsedFile): Promise<{ issues: ImportIssue[]; result: WriteResult | null }> {
  const { data, issues } = await prepareImport(db, storage, file);
  if (!data) return { issues, result: null };
  return { issues, result: await writeCatalog(db, data) };
}

export const formatIssue = (i: ImportIssue) => `${i.where}: ${i.field}: ${i.message}`;
