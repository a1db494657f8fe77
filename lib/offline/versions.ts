import { measureKeys, measures, storedReportOf, type MeasureKey } from '@/contracts/commissioning';
import { call } from '@/lib/api/call';
import type { OutboxEntry } from './outbox-db';

/**
 * One side of a conflict as the user compares it (ADR 0055): the serials of the job, its photos, or one unit's
 * commissioning values (SI, formatted by the reader's units), whichever the change is about.
 */
export type VersionView = {
  serials?: string[];
  photos?: { key: string; src: string | Blob }[];
  values?: { key: MeasureKey; si: number }[];
};

const valuesOf = (si: Partial<Record<MeasureKey, number | null>>) => measureKeys.flatMap((key) => (typeof si[key] === 'number' ? [{ key, si: si[key] }] : []));

/** What the user's change holds. */
export function mineOf(entry: OutboxEntry): VersionView {
  if (entry.kind === 'units') return { serials: entry.body.barcodes as string[] };
  if (entry.kind === 'photos') return { photos: (entry.files ?? []).map((file, i) => ({ key: `${entry.key}.${i}`, src: file.blob })) };
  if (entry.kind === 'commissioning') return { values: valuesOf(storedReportOf(entry.body as Parameters<typeof storedReportOf>[0]).values) };
  return {};
}

/** The same part of the job as the API holds it now, read afresh, with the job's version to send the user's change on. */
export async function theirsOf(entry: OutboxEntry): Promise<{ view: VersionView; version?: string }> {
  const { installationRoutes } = await import('@/contracts/installations');
  const card = await call(installationRoutes.card, { params: { id: entry.installationId } });
  const version = card.version;
  if (entry.kind === 'units') {
    const set = await call(installationRoutes.getBarcodes, { params: { id: entry.installationId } });
    return { version, view: { serials: set.products.flatMap((product) => product.barcodes.map((hit) => hit.barcode)) } };
  }
  if (entry.kind === 'photos') return { version, view: { photos: card.photos.map((photo) => ({ key: String(photo.id), src: photo.url })) } };
  if (entry.kind === 'commissioning') {
    const { commissioningRoutes } = await import('@/contracts/commissioning-report');
    const view = await call(commissioningRoutes.commissioning, { params: { id: entry.installationId } });
    const serial = entry.path.split('/').pop();
    const report = view.units.find((unit) => encodeURIComponent(unit.serial) === serial)?.report;
    return { version, view: { values: report ? valuesOf(report.values) : [] } };
  }
  return { version, view: {} };
}

export const quantityOf = (key: MeasureKey) => measures[key].quantity;
