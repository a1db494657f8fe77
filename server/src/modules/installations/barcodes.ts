import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { messageKey, type Lang, type WorkOrderType } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { installations, installationUnitRefs, installationUnits, productBlocks } from '../../db/schema';
import type { Translator } from '../../i18n/translator';
import type { Storage } from '../../lib/storage';
import { isSerialWellFormed, modelKeysOf, normalizeSerial } from './barcodes-rule';
import { presentProduct, productsByIds, productsOfInstallation, type InstallationProductRow } from './products';
import type { SnapshotUnit } from './signing';

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
        where ${modelKeySql} in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})
        order by ${
          preferredProductIds.length
            ? sql`(b.product_id in (${sql.join(
                preferredProductIds.map((id) => sql`${id}`),
                sql`, `,
              )})) desc,`
            : sql``
        } p.archived, b.product_id, b.position`,
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

/** Where a serial is registered: its unit, the installation it is on, that installation's client and state. */
type Registered = { unitId: number; installationId: number; clientId: number; code: string };

/** These serials registered on an installation other than `installationId`, by serial. */
async function registeredElsewhere(db: Db, serials: string[], installationId: number | null): Promise<Map<string, Registered>> {
  if (!serials.length) return new Map();
  const rows = await db
    .select({
      serial: installationUnits.serial,
      unitId: installationUnits.id,
      installationId: installationUnits.installationId,
      clientId: installations.clientId,
      code: installations.code,
    })
    .from(installationUnits)
    .innerJoin(installations, eq(installations.id, installationUnits.installationId))
    .where(and(inArray(installationUnits.serial, serials), installationId === null ? undefined : ne(installationUnits.installationId, installationId)));
  return new Map(rows.map((r) => [r.serial, r]));
}

/**
 * The job the serials are for (docs/decisions/0031): an installation registers its units; a service or maintenance
 * job refers to a unit already registered on a finished installation of the same client.
 */
export type SerialsFor = { installationId: number | null; workOrderType?: WorkOrderType; clientId?: number; preferredProductIds?: number[] };

/** `error` is a key of the `validation` messages; `refer` a unit registered on an earlier installation that the job refers to. */
export type SerialCheck = {
  serial: string;
  match: BlockMatch | null;
  refer: { unitId: number; installationId: number } | null;
  error: 'warrantySerialFormat' | 'warrantySerialUnknownModel' | 'warrantySerialTaken' | 'warrantySerialRepeated' | null;
};

const refersToUnits = (type: WorkOrderType | undefined) => type === 'SERVICE' || type === 'PREVENTION';

/** Each typed barcode read by the rule: its block, the unit it refers to, or why it cannot be used (repeated, malformed, unknown model, registered elsewhere). */
export async function checkSerials(db: Db, typed: string[], job: SerialsFor): Promise<SerialCheck[]> {
  const serials = typed.map(normalizeSerial);
  const [matches, taken] = await Promise.all([blocksOfSerials(db, serials, job.preferredProductIds), registeredElsewhere(db, serials, job.installationId)]);
  return serials.map((serial, i) => {
    const match = matches.get(serial) ?? null;
    const other = taken.get(serial);
    const referable =
      other && refersToUnits(job.workOrderType) && other.clientId === job.clientId && (other.code === 'COMPLETED' || other.code === 'PREVENTION');
    const error = !isSerialWellFormed(serial)
      ? 'warrantySerialFormat'
      : serials.indexOf(serial) !== i
        ? 'warrantySerialRepeated'
        : !match
          ? 'warrantySerialUnknownModel'
          : other && !referable
            ? 'warrantySerialTaken'
            : null;
    return { serial, match, refer: !error && referable ? { unitId: other.unitId, installationId: other.installationId } : null, error };
  });
}

/** `barcodeHitSchema` of a checked serial, with the product named in `lang` and the error in words. */
export function presentHit(storage: Storage, t: Translator, check: SerialCheck, products: Map<number, InstallationProductRow>) {
  const product = check.match ? products.get(check.match.productId) : undefined;
  return {
    barcode: check.serial,
    product: product ? presentProduct(storage, product) : null,
    block: check.match ? { id: check.match.blockId, type: check.match.type, model: check.match.model } : null,
    registeredOn: check.refer?.installationId ?? null,
    error: check.error ? t.validation(messageKey(check.error, { serial: check.serial })) : null,
  };
}

/** Products by id for presenting hits. */
export async function productMap(db: Db, ids: number[], lang: Lang) {
  return new Map((await productsByIds(db, [...new Set(ids)], lang)).map((p) => [p.id, p]));
}

/**
 * Ids of the job's units: its own, and those it refers to on earlier installations. A union of two index look-ups
 * (an `or` across the outer join read every unit of every installation).
 */
const unitIdsOfJob = (installationId: SQL) =>
  sql`select o.id from installation_units o where o.installation_id = ${installationId} union select r.unit_id from installation_unit_refs r where r.installation_id = ${installationId}`;

/** The job's units: its own, and those it refers to on earlier installations (`ref`), in the order they were saved. */
export const unitsOfJob = (db: Db, id: number) =>
  db
    .select({ unit: installationUnits, blockType: productBlocks.type, model: productBlocks.model, ref: installationUnitRefs.installationId })
    .from(installationUnits)
    .leftJoin(productBlocks, eq(productBlocks.id, installationUnits.blockId))
    .leftJoin(installationUnitRefs, and(eq(installationUnitRefs.unitId, installationUnits.id), eq(installationUnitRefs.installationId, id)))
    .where(sql`${installationUnits.id} in (${unitIdsOfJob(sql`${id}`)})`)
    .orderBy(asc(installationUnits.id));

/** A unit of `unitsOfJobJson`: the unit's columns, its block's type and model, and the job that refers to it (`ref`). */
export type JobUnit = {
  id: number;
  installationId: number;
  productId: number;
  serial: string;
  guaranteeExpiresAt: string | null;
  extended: boolean;
  preventedAt: string | null;
  maintenanceDueOn: string | null;
  blockType: 'indoor' | 'outdoor' | null;
  model: string | null;
  ref: number | null;
};

/** `unitsOfJob` as one json array (`JobUnit`), for a statement that reads more beside it. */
export const unitsOfJobJson = (installationId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('id', u.id, 'installationId', u.installation_id, 'productId', u.product_id, 'serial', u.serial,
      'guaranteeExpiresAt', u.guarantee_expires_at, 'extended', u.extended, 'preventedAt', u.prevented_at, 'maintenanceDueOn', u.maintenance_due_on,
      'blockType', b.type, 'model', b.model, 'ref', r.installation_id) order by u.id), '[]'::json)
    from installation_units u
    left join product_blocks b on b.id = u.block_id
    left join installation_unit_refs r on r.unit_id = u.id and r.installation_id = ${installationId}
    where u.id in (${unitIdsOfJob(installationId)}))`;

/**
 * The `barcodesSetSchema` products of a record (the tables' one, or the change waiting for the client): the installation's
 * products (the equipment step) and those its units belong to (the completed-installation wizard has no equipment
 * step), each with its serials.
 */
export async function barcodeProducts(db: Db, storage: Storage, installationId: number, lang: Lang, units: SnapshotUnit[]) {
  const blockIds = units.map((u) => u.blockId).filter((id): id is number => id !== null);
  const [own, blocks] = await Promise.all([
    productsOfInstallation(db, installationId, lang),
    blockIds.length
      ? db.select({ id: productBlocks.id, type: productBlocks.type, model: productBlocks.model }).from(productBlocks).where(inArray(productBlocks.id, blockIds))
      : [],
  ]);
  const blockOf = new Map(blocks.map((b) => [b.id, b]));
  const extra = await productsByIds(
    db,
    [...new Set(units.map((u) => u.productId))].filter((id) => !own.some((p) => p.id === id)),
    lang,
  );
  return [...own, ...extra].map((p) => ({
    ...presentProduct(storage, p),
    barcodes: units
      .filter((u) => u.productId === p.id)
      .map((u) => {
        const block = u.blockId === null ? undefined : blockOf.get(u.blockId);
        return {
          barcode: u.serial,
          product: presentProduct(storage, p),
          block: block ? { id: block.id, type: block.type, model: block.model } : null,
          registeredOn: u.from ?? null,
          error: null,
        };
      }),
  }));
}
