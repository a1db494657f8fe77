import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { messageKey, type Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { installationUnits, productBlocks } from '../../db/schema';
import type { Translator } from '../../i18n/translator';
import type { Storage } from '../../lib/storage';
import { isSerialWellFormed, modelKeysOf, normalizeSerial } from './barcodes-rule';
import { presentProduct, productsByIds, productsOfInstallation, type InstallationProductRow } from './products';

/** The SQL twin of `modelKey` (barcodes-rule.ts). */
const modelKeySql = sql`upper(regexp_replace(b.model, '[^A-Za-z0-9]', '', 'g'))`;

export type BlockMatch = { blockId: number; type: 'indoor' | 'outdoor'; model: string; productId: number };

/**
 * The catalogue block of each serial by its model prefix (barcodes-rule.ts). A block model may belong to
 * several products (colour variants, multi-split sets): the installation's own products come first, then
 * products on sale, then the oldest.
 */
export async function blocksOfSerials(db: Db, serials: string[], preferredProductIds: number[] = []): Promise<Map<string, BlockMatch>> {
  // Only well-formed serials (letters and digits) can name a block; anything else never reaches SQL.
  const keys = [...new Set(serials.filter(isSerialWellFormed).flatMap(modelKeysOf))];
  const found = new Map<string, BlockMatch>();
  if (!keys.length) return found;
  const rows = await rowsOf<{ id: number; type: 'indoor' | 'outdoor'; model: string; product_id: number; key: string }>(
    db,
    sql`select b.id, b.type, b.model, b.product_id, ${modelKeySql} as key
        from product_blocks b join products p on p.id = b.product_id
        where ${modelKeySql} in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})
        order by ${preferredProductIds.length ? sql`(b.product_id in (${sql.join(preferredProductIds.map((id) => sql`${id}`), sql`, `)})) desc,` : sql``} p.archived, b.product_id, b.position`,
  );
  for (const serial of serials) {
    for (const key of modelKeysOf(serial)) {
      const row = rows.find((r) => r.key === key);
      if (row) {
        found.set(serial, { blockId: row.id, type: row.type, model: row.model, productId: row.product_id });
        break;
      }
    }
  }
  return found;
}

/** Which of these serials are registered on an installation other than `installationId`. */
export async function serialsTakenElsewhere(db: Db, serials: string[], installationId: number | null): Promise<Set<string>> {
  if (!serials.length) return new Set();
  const rows = await db
    .select({ serial: installationUnits.serial })
    .from(installationUnits)
    .where(and(inArray(installationUnits.serial, serials), installationId === null ? undefined : ne(installationUnits.installationId, installationId)));
  return new Set(rows.map((r) => r.serial));
}

/** `error` is a key of the `validation` messages. */
export type SerialCheck = { serial: string; match: BlockMatch | null; error: 'warrantySerialFormat' | 'warrantySerialUnknownModel' | 'warrantySerialTaken' | 'warrantySerialRepeated' | null };

/** Each typed barcode read by the rule: its block, or why it cannot be used (repeated in the list, malformed, unknown model, registered elsewhere). */
export async function checkSerials(db: Db, typed: string[], installationId: number | null, preferredProductIds: number[] = []): Promise<SerialCheck[]> {
  const serials = typed.map(normalizeSerial);
  const [matches, taken] = await Promise.all([blocksOfSerials(db, serials, preferredProductIds), serialsTakenElsewhere(db, serials, installationId)]);
  return serials.map((serial, i) => {
    const match = matches.get(serial) ?? null;
    const error = !isSerialWellFormed(serial)
      ? 'warrantySerialFormat'
      : serials.indexOf(serial) !== i
        ? 'warrantySerialRepeated'
        : !match
          ? 'warrantySerialUnknownModel'
          : taken.has(serial)
            ? 'warrantySerialTaken'
            : null;
    return { serial, match, error };
  });
}

/** `barcodeHitSchema` of a checked serial, with the product named in `lang` and the error in words. */
export function presentHit(storage: Storage, t: Translator, check: SerialCheck, products: Map<number, InstallationProductRow>) {
  const product = check.match ? products.get(check.match.productId) : undefined;
  return {
    barcode: check.serial,
    product: product ? presentProduct(storage, product) : null,
    block: check.match ? { id: check.match.blockId, type: check.match.type, model: check.match.model } : null,
    error: check.error ? t.validation(messageKey(check.error, { serial: check.serial })) : null,
  };
}

/** Products by id for presenting hits. */
export async function productMap(db: Db, ids: number[], lang: Lang) {
  return new Map((await productsByIds(db, [...new Set(ids)], lang)).map((p) => [p.id, p]));
}

/** The installation's registered units, in the order they were saved. */
export const unitsOf = (db: Db, installationId: number) =>
  db
    .select({ unit: installationUnits, type: productBlocks.type, model: productBlocks.model })
    .from(installationUnits)
    .leftJoin(productBlocks, eq(productBlocks.id, installationUnits.blockId))
    .where(eq(installationUnits.installationId, installationId))
    .orderBy(asc(installationUnits.id));

/**
 * Spec "Barcodes set" products: the installation's products (the equipment step) and those its units
 * belong to (the completed-installation wizard has no equipment step), each with its registered serials.
 */
export async function barcodeProducts(db: Db, storage: Storage, installationId: number, lang: Lang) {
  const [own, units] = await Promise.all([productsOfInstallation(db, installationId, lang), unitsOf(db, installationId)]);
  const extra = await productsByIds(db, [...new Set(units.map((u) => u.unit.productId))].filter((id) => !own.some((p) => p.id === id)), lang);
  return [...own, ...extra].map((p) => ({
    ...presentProduct(storage, p),
    barcodes: units
      .filter((u) => u.unit.productId === p.id)
      .map((u) => ({
        barcode: u.unit.serial,
        product: presentProduct(storage, p),
        block: u.unit.blockId && u.type && u.model ? { id: u.unit.blockId, type: u.type, model: u.model } : null,
        error: null,
      })),
  }));
}
