import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { modelKey } from './barcodes-rule';
import { conflict } from './conflicts';
import type { Snapshot } from './signing';

/**
 * The completion guard (docs/domain.md#the-completion-guard, docs/decisions/0031): the client's code is sent only for a
 * record that lists every unit of the job's equipment by serial (each catalogue block of each product of the job,
 * registered here or referred to on an earlier installation) and at least one photo of the finished work.
 */
export type MissingUnit = { productId: number; product: string; blockType: 'indoor' | 'outdoor'; model: string };
export type Missing = { units: MissingUnit[]; photos: boolean };

export type BlockRow = { id: number; type: 'indoor' | 'outdoor'; model: string; product_id: number; product: string };

/** Every catalogue block of each product of the job (what the guard asks a serial for), with their positions to order by. */
const requiredBlocks = (installationId: SQL, lang: Lang) =>
  sql`select b.id, b.type, b.model, b.product_id, coalesce(tr.name, p.sku) as product, ip.position, b.position as block_position
      from installation_products ip
      join products p on p.id = ip.product_id
      join product_blocks b on b.product_id = p.id
      left join product_translations tr on tr.product_id = p.id and tr.lang = ${lang}
      where ip.installation_id = ${installationId}`;

/** The blocks the guard asks a serial for, in order, as one json array (`BlockRow`) for a statement that reads more beside it. */
export const requiredBlocksJson = (installationId: SQL, lang: Lang) =>
  sql`(select coalesce(json_agg(r order by r.position, r.block_position), '[]'::json) from (${requiredBlocks(installationId, lang)}) r)`;

/**
 * What `record` (the tables' record, or a change waiting for the client) still lacks before the client's code.
 * `required`: the job's blocks when the caller read them already (`requiredBlocksJson`).
 */
export async function missingForCompletion(
  db: Db,
  installationId: number,
  lang: Lang,
  record: Pick<Snapshot, 'units' | 'photos'>,
  required?: BlockRow[],
): Promise<Missing> {
  const unitBlockIds = record.units.map((u) => u.blockId).filter((id): id is number => id !== null);
  const [blocks, registered] = await Promise.all([
    required ?? rowsOf<BlockRow>(db, sql`${requiredBlocks(sql`${installationId}`, lang)} order by ip.position, b.position`),
    unitBlockIds.length
      ? rowsOf<{ id: number; model: string }>(db, sql`select id, model from product_blocks where id = any(${`{${unitBlockIds.join(',')}}`}::int[])`)
      : [],
  ]);
  // Units are matched to blocks by model: a colour variant or a kit lists the same block model under another product.
  const modelOfBlock = new Map(registered.map((b) => [b.id, modelKey(b.model)]));
  const available = new Map<string, number>();
  for (const unit of record.units) {
    const key = unit.blockId === null ? undefined : modelOfBlock.get(unit.blockId);
    if (key) available.set(key, (available.get(key) ?? 0) + 1);
  }
  const units: MissingUnit[] = [];
  for (const block of blocks) {
    const key = modelKey(block.model);
    const left = available.get(key) ?? 0;
    if (left > 0) available.set(key, left - 1);
    else units.push({ productId: block.product_id, product: block.product, blockType: block.type, model: block.model });
  }
  return { units, photos: record.photos.length === 0 };
}

export const isReady = (missing: Missing) => missing.units.length === 0 && !missing.photos;

/** The 409 that names what is missing, in the request's language. */
export function notReady(t: Translator, missing: Missing) {
  const parts = [
    missing.units.length > 0 &&
      t('warranty.ready.units', {
        units: missing.units
          .map((u) => t('warranty.ready.unit', { block: t(`warranty.ready.block.${u.blockType}`), model: u.model, product: u.product }))
          .join('; '),
      }),
    missing.photos && t('warranty.ready.photos'),
  ].filter(Boolean);
  return conflict('notReady', { missing: parts.join(' ') });
}
