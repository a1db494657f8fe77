import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { asc, desc, eq } from 'drizzle-orm';
import { installationPhotos, installations, installationUnits, installationVersions } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';

/**
 * The commissioning record (issue 22, docs/decisions/0021): what the client's code signs. A version is a
 * snapshot of the units (serial, product, block), the photos and the additional details, with the
 * SHA-256 of its RFC 8785 canonical JSON. Entering the client's code stores a signed version; any later
 * change of those adds an unsigned one, so the card shows what changed since the client accepted it.
 */
export type Snapshot = {
  units: { serial: string; productId: number; blockId: number | null }[];
  photos: string[];
  details: Record<string, unknown>;
};

export async function snapshotOf(db: Db, installationId: number): Promise<Snapshot> {
  const [units, photos, [row]] = await Promise.all([
    db
      .select({ serial: installationUnits.serial, productId: installationUnits.productId, blockId: installationUnits.blockId })
      .from(installationUnits)
      .where(eq(installationUnits.installationId, installationId))
      .orderBy(asc(installationUnits.serial)),
    db.select({ key: installationPhotos.key }).from(installationPhotos).where(eq(installationPhotos.installationId, installationId)).orderBy(asc(installationPhotos.key)),
    db.select({ details: installations.details }).from(installations).where(eq(installations.id, installationId)),
  ]);
  return { units, photos: photos.map((p) => p.key), details: { ...row?.details } };
}

/** SHA-256 (hex) of the snapshot's canonical JSON: the same record always gives the same fingerprint. */
export const fingerprintOf = (snapshot: Snapshot) => createHash('sha256').update(canonicalize(snapshot)!).digest('hex');

const latestVersion = async (db: Db, installationId: number) =>
  (await db.select().from(installationVersions).where(eq(installationVersions.installationId, installationId)).orderBy(desc(installationVersions.version)).limit(1))[0];

/**
 * Stores the record as it is now, within the caller's transaction: signed by `signer` (the client's code
 * was entered), or unsigned when it differs from the latest version (a change after signing). Nothing is
 * written before the first signature or when nothing in the record changed.
 */
export async function recordVersion(tx: Tx, installationId: number, signer: { id: number; at: Date } | null = null) {
  const latest = await latestVersion(tx.db, installationId);
  if (!latest && !signer) return null;
  const snapshot = await snapshotOf(tx.db, installationId);
  const fingerprint = fingerprintOf(snapshot);
  if (!signer && latest?.fingerprint === fingerprint) return null;
  const [version] = await tx.db
    .insert(installationVersions)
    .values({ installationId, version: (latest?.version ?? 0) + 1, snapshot, fingerprint, signedBy: signer?.id ?? null, signedAt: signer?.at ?? null })
    .returning();
  return version;
}

/** What differs between the signed record and the current one, in words. */
function changesBetween(t: Translator, signed: Snapshot, current: Snapshot): string[] {
  const words: string[] = [];
  const serials = (s: Snapshot) => new Set(s.units.map((u) => u.serial));
  const [before, after] = [serials(signed), serials(current)];
  const added = [...after].filter((s) => !before.has(s));
  const removed = [...before].filter((s) => !after.has(s));
  if (added.length) words.push(t('warranty.signature.unitsAdded', { serials: added.join(', ') }));
  if (removed.length) words.push(t('warranty.signature.unitsRemoved', { serials: removed.join(', ') }));
  const photosAdded = current.photos.filter((p) => !signed.photos.includes(p)).length;
  const photosRemoved = signed.photos.filter((p) => !current.photos.includes(p)).length;
  if (photosAdded) words.push(t('warranty.signature.photosAdded', { count: photosAdded }));
  if (photosRemoved) words.push(t('warranty.signature.photosRemoved', { count: photosRemoved }));
  const keys = [...new Set([...Object.keys(signed.details), ...Object.keys(current.details)])].sort();
  const changed = keys.filter((k) => canonicalize(signed.details[k] ?? null) !== canonicalize(current.details[k] ?? null));
  if (changed.length) words.push(t('warranty.signature.detailsChanged', { fields: changed.map((k) => t(`warranty.signature.detail.${k}`)).join(', ') }));
  return words;
}

/** The card's `signature`: the signed version, the current one, the signed fingerprint and the changes since, in words. */
export async function signatureOf(db: Db, t: Translator, installationId: number) {
  const versions = await db.select().from(installationVersions).where(eq(installationVersions.installationId, installationId)).orderBy(desc(installationVersions.version));
  const signed = versions.find((v) => v.signedAt !== null) ?? null;
  const current = versions[0] ?? null;
  return {
    signedVersion: signed?.version ?? null,
    signedAt: signed?.signedAt?.toISOString() ?? null,
    currentVersion: current?.version ?? 0,
    fingerprint: signed?.fingerprint ?? null,
    changedSinceSigned: signed && current && current.version !== signed.version ? changesBetween(t, signed.snapshot as Snapshot, current.snapshot as Snapshot) : [],
  };
}
