import { measureKeys, measures, storedReportOf, type MeasureKey } from '@/contracts/commissioning';
import { commissioningEndpoints } from '@/contracts/endpoints/commissioning-report';
import { installationEndpoints } from '@/contracts/endpoints/installations';
import { call } from '@/lib/api/call';
import type { OutboxEntry } from './outbox-db';

/**
 * One side of a conflict as the user compares it (ADR 0055): the serials of the job, its photos, or one unit's
 * commissioning values (SI, formatted by the reader's units), whichever the change is about.
 */
export type VersionView = {
  serials?: string[];
  /** A maintenance visit's report: how many works it lists (with its photos). */
  works?: number;
  photos?: { key: string; src: string | Blob }[];
  values?: { key: MeasureKey; si: number }[];
  /** A wizard step's fields (a draft's installer, address or details), by the API's names; option and installer names where read. */
  fields?: { key: StepField; value: string | number | boolean | null }[];
  names?: Record<string, string>;
};

/** A wizard step's fields a conflict shows, with their labels under installations.wizard (the card's page has them). */
export const stepFieldLabels = {
  installerId: 'installer.title',
  plannedAt: 'details.plannedAt',
  saleDate: 'details.saleDate',
  elevator: 'details.elevator',
  ownRoute: 'details.ownRoute',
  outdoorUnitFastening: 'details.fastening',
  fasteningHeight: 'details.fasteningHeight',
  outdoorUnitAccess: 'details.access',
  drainage: 'details.drainage',
  routeLength: 'details.routeLength',
  comment: 'details.comment',
  street: 'address.street',
  house: 'address.house',
  flat: 'address.flat',
  floor: 'address.floor',
} as const;
type StepField = keyof typeof stepFieldLabels;

/** A step's values as sent (an option by its id, a yes/no as a boolean, a date as the day), the fields the change holds. */
const fieldsOf = (values: Record<string, unknown>, sent: Record<string, unknown>): VersionView['fields'] =>
  (Object.keys(stepFieldLabels) as StepField[])
    .filter((key) => key in sent)
    .map((key) => {
      const value = values[key] as { id?: string; value?: boolean } | string | number | boolean | null | undefined;
      if (value && typeof value === 'object') return { key, value: value.id ?? value.value ?? null };
      return { key, value: key === 'plannedAt' && typeof value === 'string' ? value.slice(0, 10) : (value ?? null) };
    });

const photosOf = (entry: OutboxEntry) => (entry.files ?? []).map((file, i) => ({ key: `${entry.key}.${i}`, src: file.blob }));

const valuesOf = (si: Partial<Record<MeasureKey, number | null>>) => measureKeys.flatMap((key) => (typeof si[key] === 'number' ? [{ key, si: si[key] }] : []));

/** What the user's change holds. */
export function mineOf(entry: OutboxEntry): VersionView {
  if (entry.kind === 'units') return { serials: entry.body.barcodes as string[] };
  if (entry.kind === 'photos') return { photos: photosOf(entry) };
  if (entry.kind === 'commissioning') return { values: valuesOf(storedReportOf(entry.body as Parameters<typeof storedReportOf>[0]).values) };
  if (entry.kind === 'step') return { fields: fieldsOf(entry.body, entry.body) };
  return { works: (entry.body.works as unknown[]).length, photos: photosOf(entry) };
}

/** The same part of the job as the API holds it now, read afresh, with the job's version to send the user's change on. */
export async function theirsOf(entry: OutboxEntry): Promise<{ view: VersionView; version?: string }> {
  const card = await call(installationEndpoints.card, { params: { id: entry.installationId } });
  const version = card.version;
  if (entry.kind === 'units') {
    const set = await call(installationEndpoints.getBarcodes, { params: { id: entry.installationId } });
    return { version, view: { serials: set.products.flatMap((product) => product.barcodes.map((hit) => hit.barcode)) } };
  }
  if (entry.kind === 'photos') return { version, view: { photos: card.photos.map((photo) => ({ key: String(photo.id), src: photo.url })) } };
  if (entry.kind === 'commissioning') {
    const view = await call(commissioningEndpoints.commissioning, { params: { id: entry.installationId } });
    const serial = entry.path.split('/').pop();
    const report = view.units.find((unit) => encodeURIComponent(unit.serial) === serial)?.report;
    return { version, view: { values: report ? valuesOf(report.values) : [] } };
  }
  if (entry.kind === 'step') {
    // The installer's read names the installer; the details' the options in the reader's language; the address's holds the typed fields.
    const params = { params: { id: entry.installationId } };
    if (entry.path.endsWith('/installer')) {
      const saved = await call(installationEndpoints.getInstaller, params);
      const names: Record<string, string> = saved.installerId ? { [saved.installerId]: saved.installerFullName ?? '' } : {};
      return { version, view: { fields: fieldsOf(saved, entry.body), names } };
    }
    const read = entry.path.endsWith('/details') ? installationEndpoints.getDetails : installationEndpoints.getAddress;
    const saved: Record<string, unknown> = await call(read, params);
    const options = ['outdoorUnitFastenings', 'outdoorUnitAccesses', 'drainages'].flatMap(
      (list) => (saved[list] as { id: string; name: string }[] | undefined) ?? [],
    );
    return { version, view: { fields: fieldsOf(saved, entry.body), names: Object.fromEntries(options.map((o) => [o.id, o.name])) } };
  }
  const report = card.prevention?.report;
  return { version, view: { works: report?.works.length ?? 0, photos: (report?.photos ?? []).map(({ url }) => ({ key: url, src: url })) } };
}

export const quantityOf = (key: MeasureKey) => measures[key].quantity;
