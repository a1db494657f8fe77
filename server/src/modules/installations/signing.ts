import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { and, asc, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { installationPhotos, installations, installationUnitRefs, installationUnits, installationVersions, preventionPhotos } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';

/**
 * The commissioning record (docs/decisions/0021, 0031): what the client's code signs. A version is a snapshot of the
 * units (serial, product, block; `from` the installation a referred unit is registered on), the photos of the work,
 * the additional details and the day the work was done, with the SHA-256 of its RFC 8785 canonical JSON.
 *
 * Signed means signed: once the client's code signed a version, the units and photos change only through a pending
 * version (unsigned, newer than the signed one) that the client signs with a new code; until then the units and photos
 * tables, and with them the certificate and the public pages, stay as signed.
 */
export type SnapshotUnit = { serial: string; productId: number; blockId: number | null; from?: number };
export type Snapshot = {
  units: SnapshotUnit[];
  photos: string[];
  details: Record<string, unknown>;
  workDoneOn?: string;
};
export type VersionRow = typeof installationVersions.$inferSelect;

const bySerial = (a: SnapshotUnit, b: SnapshotUnit) => (a.serial < b.serial ? -1 : a.serial > b.serial ? 1 : 0);

/** The record as the tables hold it now. A maintenance visit's photos belong to the visit (its own code), not to it. */
export async function snapshotOf(db: Db, installationId: number): Promise<Snapshot> {
  const [own, referred, photos, [row]] = await Promise.all([
    db
      .select({ serial: installationUnits.serial, productId: installationUnits.productId, blockId: installationUnits.blockId })
      .from(installationUnits)
      .where(eq(installationUnits.installationId, installationId)),
    db
      .select({ serial: installationUnits.serial, productId: installationUnits.productId, blockId: installationUnits.blockId, from: installationUnits.installationId })
      .from(installationUnitRefs)
      .innerJoin(installationUnits, eq(installationUnits.id, installationUnitRefs.unitId))
      .where(eq(installationUnitRefs.installationId, installationId)),
    db
      .select({ key: installationPhotos.key })
      .from(installationPhotos)
      .where(
        and(
          eq(installationPhotos.installationId, installationId),
          notExists(db.select({ one: sql`1` }).from(preventionPhotos).where(eq(preventionPhotos.photoId, installationPhotos.id))),
        ),
      )
      .orderBy(asc(installationPhotos.key)),
    db.select({ details: installations.details, workDoneOn: installations.workDoneOn }).from(installations).where(eq(installations.id, installationId)),
  ]);
  return {
    units: [...own, ...referred].sort(bySerial),
    photos: photos.map((p) => p.key),
    details: { ...row?.details },
    ...(row?.workDoneOn ? { workDoneOn: row.workDoneOn } : {}),
  };
}

/** SHA-256 (hex) of the snapshot's canonical JSON: the same record always gives the same fingerprint. */
export const fingerprintOf = (snapshot: Snapshot) => createHash('sha256').update(canonicalize(snapshot)!).digest('hex');

/** The latest signed version and, when there is one, the change waiting for the client's code. */
export async function versionsOf(db: Db, installationId: number): Promise<{ signed: VersionRow | null; pending: VersionRow | null }> {
  const rows = await db.select().from(installationVersions).where(eq(installationVersions.installationId, installationId)).orderBy(desc(installationVersions.version)).limit(2);
  const signed = rows.find((v) => v.signedAt !== null) ?? null;
  const pending = rows[0] && rows[0].signedAt === null && signed ? rows[0] : null;
  return { signed, pending };
}

/** The client's code signed the record as the tables hold it (the first completion), within the caller's transaction. */
export async function signRecord(tx: Tx, installationId: number, signer: { id: number; at: Date }) {
  const latest = (await tx.db.select({ version: installationVersions.version }).from(installationVersions).where(eq(installationVersions.installationId, installationId)).orderBy(desc(installationVersions.version)).limit(1))[0];
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
  const snapshot = { ...next, units: [...next.units].sort(bySerial), photos: [...next.photos].sort() };
  const fingerprint = fingerprintOf(snapshot);
  if (pending) await tx.db.delete(installationVersions).where(and(eq(installationVersions.installationId, installationId), eq(installationVersions.version, pending.version)));
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
    .where(and(eq(installationVersions.installationId, pending.installationId), eq(installationVersions.version, pending.version), isNull(installationVersions.signedAt)));
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
  return words;
}

/** The card's `signature`: the signed version and the change waiting for the client's code, in words and photos. */
export async function signatureOf(db: Db, t: Translator, installationId: number) {
  const { signed, pending } = await versionsOf(db, installationId);
  const changes = pending && signed ? changesBetween(t, signed.snapshot as Snapshot, pending.snapshot as Snapshot) : [];
  const newPhotos = pending && signed ? (pending.snapshot as Snapshot).photos.filter((p) => !(signed.snapshot as Snapshot).photos.includes(p)) : [];
  return { signed, pending, changes, newPhotos };
}
