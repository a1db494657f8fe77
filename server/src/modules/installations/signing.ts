import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { installations, installationVersions } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import type { StoredReport } from '../../../../contracts/commissioning';
import type { InstallationRow } from './rows';

/**
 * The commissioning record (docs/decisions/0021, 0031): what the client's code signs. A version is a snapshot of the
 * units (serial, product, block; `from` the installation a referred unit is registered on), the photos of the work,
 * the additional details, the day the work was done and, once measured, the commissioning report of each outdoor unit
 * (docs/decisions/0051; absent, not empty, without one, so records signed before it keep their fingerprint), with the
 * SHA-256 of its RFC 8785 canonical JSON.
 *
 * Signed means signed: once the client's code signed a version, the units and photos change only through a pending
 * version (unsigned, newer than the signed one) that the client signs with a new code; until then the units and photos
 * tables, and with them the certificate and the public pages, stay as signed.
 */
export type SnapshotUnit = { serial: string; productId: number; blockId: number | null; from?: number };
/** The commissioning report of one of the job's own units (by serial), values in SI. */
export type SnapshotReport = StoredReport & { serial: string };
export type Snapshot = {
  units: SnapshotUnit[];
  photos: string[];
  details: Record<string, unknown>;
  workDoneOn?: string;
  commissioning?: SnapshotReport[];
};
export type VersionRow = typeof installationVersions.$inferSelect;

const bySerial = (a: { serial: string }, b: { serial: string }) => (a.serial < b.serial ? -1 : a.serial > b.serial ? 1 : 0);

/**
 * A record in its one shape: units by serial, the reports of the job's own units only, by serial (a unit taken off the
 * job takes its report along), none: no key. Photos keep their order (the tables' by key; a change sorts its own).
 */
function normalised(snapshot: Snapshot): Snapshot {
  const { commissioning, ...rest } = snapshot;
  const own = new Set(snapshot.units.filter((u) => u.from === undefined).map((u) => u.serial));
  const reports = (commissioning ?? []).filter((r) => own.has(r.serial)).sort(bySerial);
  return { ...rest, units: [...snapshot.units].sort(bySerial), ...(reports.length ? { commissioning: reports } : {}) };
}

/**
 * The record as the tables hold it now, as one json value for a statement that reads more beside it: the units (own,
 * then referred, not yet sorted) and the photos by key. A maintenance visit's photos belong to the visit (its own code),
 * not to it. `recordFrom` makes the snapshot of it.
 */
export const recordJson = (installationId: SQL) =>
  sql`json_build_object(
    'own', (select coalesce(json_agg(json_build_object('serial', u.serial, 'productId', u.product_id, 'blockId', u.block_id)), '[]'::json)
      from installation_units u where u.installation_id = ${installationId}),
    'referred', (select coalesce(json_agg(json_build_object('serial', u.serial, 'productId', u.product_id, 'blockId', u.block_id, 'from', u.installation_id)), '[]'::json)
      from installation_unit_refs r join installation_units u on u.id = r.unit_id where r.installation_id = ${installationId}),
    'photos', (select coalesce(json_agg(p.key order by p.key), '[]'::json) from installation_photos p
      where p.installation_id = ${installationId} and not exists (select 1 from prevention_photos pp where pp.photo_id = p.id)),
    'commissioning', (select coalesce(json_agg(json_build_object('serial', c.serial, 'refrigerant', c.refrigerant, 'values', c.values, 'comments', c.comments)), '[]'::json)
      from commissioning_reports c where c.installation_id = ${installationId}))`;

export type RecordJson = { own: SnapshotUnit[]; referred: SnapshotUnit[]; photos: string[]; commissioning?: SnapshotReport[] };

/** The snapshot of `record` (`recordJson`) with the installation's details and work day (none without the row). */
export const recordFrom = (record: RecordJson, row: Pick<InstallationRow, 'details' | 'workDoneOn'> | undefined): Snapshot =>
  normalised({
    units: [...record.own, ...record.referred],
    photos: record.photos,
    details: { ...row?.details },
    ...(row?.workDoneOn ? { workDoneOn: row.workDoneOn } : {}),
    commissioning: record.commissioning,
  });

/** The record as the tables hold it now. */
export async function snapshotOf(db: Db, installationId: number): Promise<Snapshot> {
  const [row] = await db
    .select({ record: sql<RecordJson>`${recordJson(sql`${installations.id}`)}`, details: installations.details, workDoneOn: installations.workDoneOn })
    .from(installations)
    .where(eq(installations.id, installationId));
  return recordFrom(row?.record ?? { own: [], referred: [], photos: [] }, row);
}

/** SHA-256 (hex) of the snapshot's canonical JSON: the same record always gives the same fingerprint. */
export const fingerprintOf = (snapshot: Snapshot) => createHash('sha256').update(canonicalize(snapshot)!).digest('hex');

/** The latest signed version and, when there is one, the change waiting for the client's code, of the two latest versions (newest first). */
function signedAndPending<V extends { signedAt: Date | null }>(latest: V[]): { signed: V | null; pending: V | null } {
  const signed = latest.find((v) => v.signedAt !== null) ?? null;
  const pending = latest[0] && latest[0].signedAt === null && signed ? latest[0] : null;
  return { signed, pending };
}

/** The latest signed version and, when there is one, the change waiting for the client's code. */
export async function versionsOf(db: Db, installationId: number): Promise<{ signed: VersionRow | null; pending: VersionRow | null }> {
  return signedAndPending(
    await db
      .select()
      .from(installationVersions)
      .where(eq(installationVersions.installationId, installationId))
      .orderBy(desc(installationVersions.version))
      .limit(2),
  );
}

/** A version as `versionsJson` reads it: the row, and who proposed it by name. */
export type VersionWithProposer = VersionRow & { proposer: { id: number; name: string; lastname: string } | null };
export type VersionJson = Omit<VersionWithProposer, 'signedAt' | 'createdAt'> & { signedAt: string | null; createdAt: string };

/** The two latest versions (newest first) with their proposer, as one json array for a statement that reads more beside it. */
export const versionsJson = (installationId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('installationId', v.installation_id, 'version', v.version, 'snapshot', v.snapshot, 'fingerprint', v.fingerprint,
      'proposedBy', v.proposed_by, 'signedBy', v.signed_by, 'signedAt', v.signed_at, 'createdAt', v.created_at,
      'proposer', (select json_build_object('id', u.id, 'name', u.name, 'lastname', u.lastname) from users u where u.id = v.proposed_by)) order by v.version desc), '[]'::json)
    from (select * from installation_versions x where x.installation_id = ${installationId} order by x.version desc limit 2) v)`;

/** `versionsOf` of what `versionsJson` read. */
export const versionsFrom = (latest: VersionJson[]) =>
  signedAndPending<VersionWithProposer>(
    latest.map((v) => ({ ...v, signedAt: v.signedAt === null ? null : new Date(v.signedAt), createdAt: new Date(v.createdAt) })),
  );

/** The client's code signed the record as the tables hold it (the first completion), within the caller's transaction. */
export async function signRecord(tx: Tx, installationId: number, signer: { id: number; at: Date }) {
  const latest = (
    await tx.db
      .select({ version: installationVersions.version })
      .from(installationVersions)
      .where(eq(installationVersions.installationId, installationId))
      .orderBy(desc(installationVersions.version))
      .limit(1)
  )[0];
  const snapshot = await snapshotOf(tx.db, installationId);
  const [version] = await tx.db
    .insert(installationVersions)
    .values({ installationId, version: (latest?.version ?? 0) + 1, snapshot, fingerprint: fingerprintOf(snapshot), signedBy: signer.id, signedAt: signer.at })
    .returning();
  return version;
}

/**
 * A change of a signed record: `change` turns the record as it would be (the pending change, else the signed one)
 * into the next one. Equal to the signed record again, the pending change is gone; otherwise it is the pending change.
 * Answers the pending version (null when none is left) and the one it replaced.
 */
export async function proposeChange(tx: Tx, installationId: number, proposedBy: number, change: (current: Snapshot) => Snapshot) {
  const { signed, pending } = await versionsOf(tx.db, installationId);
  if (!signed) throw new Error(`installation ${installationId} has no signed record to change`);
  const next = change((pending ?? signed).snapshot as Snapshot);
  const snapshot = normalised({ ...next, photos: [...next.photos].sort() });
  const fingerprint = fingerprintOf(snapshot);
  if (pending)
    await tx.db
      .delete(installationVersions)
      .where(and(eq(installationVersions.installationId, installationId), eq(installationVersions.version, pending.version)));
  if (fingerprint === signed.fingerprint) return { pending: null, replaced: pending };
  const [version] = await tx.db
    .insert(installationVersions)
    .values({ installationId, version: signed.version + 1, snapshot, fingerprint, proposedBy })
    .returning();
  return { pending: version, replaced: pending };
}

/** Marks the pending version signed by the client (its contents were written to the tables by the caller). */
export async function signPending(tx: Tx, pending: VersionRow, signer: { id: number; at: Date }) {
  await tx.db
    .update(installationVersions)
    .set({ signedBy: signer.id, signedAt: signer.at })
    .where(
      and(
        eq(installationVersions.installationId, pending.installationId),
        eq(installationVersions.version, pending.version),
        isNull(installationVersions.signedAt),
      ),
    );
}

/** Whether the installation's record was signed and a newer change waits (for lists of many: the certificate, the public page). */
export const changePendingSql = (installationId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from installation_versions p where p.installation_id = ${installationId} and p.signed_at is null
        and p.version > (select coalesce(max(s.version), 2147483647) from installation_versions s where s.installation_id = ${installationId} and s.signed_at is not null))`;

/** What differs between the signed record and the change, in words. */
export function changesBetween(t: Translator, signed: Snapshot, next: Snapshot): string[] {
  const words: string[] = [];
  const serials = (s: Snapshot) => new Set(s.units.map((u) => u.serial));
  const [before, after] = [serials(signed), serials(next)];
  const added = [...after].filter((s) => !before.has(s));
  const removed = [...before].filter((s) => !after.has(s));
  if (added.length) words.push(t('warranty.signature.unitsAdded', { serials: added.join(', ') }));
  if (removed.length) words.push(t('warranty.signature.unitsRemoved', { serials: removed.join(', ') }));
  const photosAdded = next.photos.filter((p) => !signed.photos.includes(p)).length;
  const photosRemoved = signed.photos.filter((p) => !next.photos.includes(p)).length;
  if (photosAdded) words.push(t('warranty.signature.photosAdded', { count: photosAdded }));
  if (photosRemoved) words.push(t('warranty.signature.photosRemoved', { count: photosRemoved }));
  const keys = [...new Set([...Object.keys(signed.details), ...Object.keys(next.details)])].sort();
  const changed = keys.filter((k) => canonicalize(signed.details[k] ?? null) !== canonicalize(next.details[k] ?? null));
  if (changed.length) words.push(t('warranty.signature.detailsChanged', { fields: changed.map((k) => t(`warranty.signature.detail.${k}`)).join(', ') }));
  const reportOf = (s: Snapshot) => new Map((s.commissioning ?? []).map(({ serial, ...report }) => [serial, canonicalize(report)]));
  const [reportsBefore, reportsAfter] = [reportOf(signed), reportOf(next)];
  const remeasured = [...new Set([...reportsBefore.keys(), ...reportsAfter.keys()])].filter((serial) => reportsBefore.get(serial) !== reportsAfter.get(serial));
  if (remeasured.length) words.push(t('warranty.signature.commissioningChanged', { serials: remeasured.sort().join(', ') }));
  return words;
}

/** The card's `signature`: the signed version and the change waiting for the client's code, in words and photos. */
export function signatureFrom<V extends VersionRow>(t: Translator, { signed, pending }: { signed: V | null; pending: V | null }) {
  const changes = pending && signed ? changesBetween(t, signed.snapshot as Snapshot, pending.snapshot as Snapshot) : [];
  const newPhotos = pending && signed ? (pending.snapshot as Snapshot).photos.filter((p) => !(signed.snapshot as Snapshot).photos.includes(p)) : [];
  return { signed, pending, changes, newPhotos };
}
