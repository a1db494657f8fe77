import { asc, eq, inArray } from 'drizzle-orm';
import type { InstallationCard, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { installationGrades, installationPhotos, users } from '../../db/schema';
import type { Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { allowed } from '../../lib/policy';
import { fullName, nameIn } from '../../lib/names';
import type { Storage } from '../../lib/storage';
import { certificationTypeById, isCertified } from './certifications';
import { presentDetails } from './details';
import { liveCodeOf } from '../codes';
import { unitsOfJob } from './barcodes';
import { dangerMessage, maintenanceOverdueSince, productGuaranteeEnd } from './guarantee';
import { addressLine, historyOf } from './history';
import { certificatePath } from './certificate';
import { presentProduct, productsOfInstallation } from './products';
import { plannedPreventionOf, serviceLogOf } from './service-log';
import { missingForCompletion } from './readiness';
import { installationPolicy as policy, isAssignedInstaller } from './policy';
import { visibleInstallation, type InstallationRow } from './rows';
import { signatureOf, snapshotOf, type Snapshot } from './signing';
import { dayOf, statusOf } from './status';

export type CardDeps = { db: Db; storage: Storage; clock: Clock };

/** The installation's address as stored, with its one-line label. */
export const presentAddress = (row: InstallationRow) => ({
  settlementId: row.settlementId,
  visicomId: row.visicomId,
  region: row.region,
  area: row.area,
  city: row.city,
  street: row.street,
  house: row.house,
  flat: row.flat,
  floor: row.floor,
});

async function person(db: Db, id: number | null) {
  if (id === null) return null;
  const [u] = await db.select({ id: users.id, name: users.name, lastname: users.lastname, phone: users.phone }).from(users).where(eq(users.id, id));
  return u ? { id: u.id, fullName: fullName(u), phone: u.phone } : null;
}

/** The completion guard and the live code while the job, or a change of its signed record, waits for the client's code. */
async function completionState(db: Db, row: InstallationRow, pending: Snapshot | null, lang: Lang, now: Date) {
  if (!pending && row.code !== 'NEW' && row.code !== 'AWAITING_CONFIRMATION') return null;
  const [missing, code] = await Promise.all([
    missingForCompletion(db, row.id, lang, pending ?? (await snapshotOf(db, row.id))),
    liveCodeOf(db, 'completion', { installationId: row.id }, now),
  ]);
  return { missingUnits: missing.units, missingPhotos: missing.photos, codeSentAt: code?.sentAt.toISOString() ?? null, resendAt: code?.resendAt.toISOString() ?? null };
}

/** The installation card for `viewer` (404 when they may not see it), flags per docs/domain.md#the-card-and-its-flags from state and role. */
export async function installationCard({ db, storage, clock }: CardDeps, viewer: Viewer, id: number, t: Translator, lang: Lang): Promise<InstallationCard> {
  const row = await visibleInstallation(db, viewer, id);
  const now = clock.now();
  const [type, client, installer, productRows, unitRows, photoRows, history, [grades], signature, serviceLog, prevention] = await Promise.all([
    certificationTypeById(db, row.certificationTypeId),
    person(db, row.clientId),
    person(db, row.installerId),
    productsOfInstallation(db, id, lang),
    unitsOfJob(db, id),
    db.select().from(installationPhotos).where(eq(installationPhotos.installationId, id)).orderBy(asc(installationPhotos.id)),
    historyOf(db, t, lang, id),
    db.select().from(installationGrades).where(eq(installationGrades.installationId, id)),
    signatureOf(db, t, id),
    serviceLogOf(db, t, id),
    row.code === 'PREVENTION' ? plannedPreventionOf(db, id) : null,
  ]);
  const pending = signature.pending;
  const [completion, proposer] = await Promise.all([completionState(db, row, pending ? (pending.snapshot as Snapshot) : null, lang, now), pending ? person(db, pending.proposedBy) : null]);

  const danger = dangerMessage(t, row, now);
  const equipmentProducts = productRows.map((p) => {
    const units = unitRows
      .filter((u) => u.unit.productId === p.id)
      .map((u) => ({
        id: u.unit.id,
        serial: u.unit.serial,
        blockType: u.blockType,
        model: u.model,
        guaranteeExpiredAt: u.unit.guaranteeExpiresAt,
        extended: u.unit.extended,
        registeredOn: u.ref === null ? null : u.unit.installationId,
        preventedAt: u.unit.preventedAt,
        maintenanceDueAt: u.unit.maintenanceDueOn,
        serviceLog: serviceLog.get(u.unit.id) ?? [],
      }));
    const end = productGuaranteeEnd(
      units.map((u) => u.guaranteeExpiredAt),
      { guaranteeYears: p.guarantee_years, blocks: p.blocks },
      row,
    );
    return { ...presentProduct(storage, p), units, guaranteeYears: p.guarantee_years, guaranteeExpiredAt: end, dangerMessage: danger };
  });
  const guarantee = equipmentProducts.map((p) => p.guaranteeExpiredAt).filter((d): d is string => d !== null).sort().at(-1) ?? null;

  const isInstaller = isAssignedInstaller(viewer, row);
  const changePending = { changePending: pending !== null };
  const overdue = maintenanceOverdueSince(row, now);
  const signed = signature.signed;

  return {
    id: row.id,
    type: row.workOrderType,
    code: row.code,
    status: statusOf(t, row.code),
    archived: row.archived,
    date: row.plannedAt ?? dayOf(row.createdAt),
    certificationType: { id: row.certificationTypeId, name: type ? nameIn(type.name, lang) : '' },
    address: { ...presentAddress(row), label: addressLine(row, t) },
    equipment: { products: equipmentProducts, guarantee, preventedAt: row.preventedAt ? dayOf(row.preventedAt) : null },
    photos: photoRows.map((p) => ({ id: p.id, url: storage.url(p.key) })),
    history,
    grades: grades
      ? {
          work: { rating: grades.workRating, comment: grades.workComment },
          communication: { rating: grades.communicationRating, comment: grades.communicationComment },
          createdAt: grades.createdAt.toISOString(),
        }
      : null,
    installer,
    client: client!,
    details: row.details || row.plannedAt ? presentDetails(t, row) : null,
    place: row.place,
    cancelReason: row.cancelReason,
    warnings: overdue ? [danger!] : [],
    workDoneOn: row.workDoneOn,
    signature: {
      signedVersion: signed?.version ?? null,
      signedAt: signed?.signedAt?.toISOString() ?? null,
      fingerprint: signed?.fingerprint ?? null,
      pending: pending
        ? {
            version: pending.version,
            proposedAt: pending.createdAt.toISOString(),
            proposedBy: proposer ? { id: proposer.id, fullName: proposer.fullName } : null,
            changes: signature.changes,
            photos: signature.newPhotos.map((key) => ({ url: storage.url(key) })),
          }
        : null,
    },
    completion,
    certificateUrl: certificatePath(row),
    canBeCompleted: allowed(policy.complete(viewer, row)),
    canConfirmChange: allowed(policy.confirmChange(viewer, row, changePending)),
    canWithdrawChange: allowed(policy.withdrawChange(viewer, row, changePending)),
    canRegisterUnits: allowed(policy.registerUnits(viewer, row)),
    canBeUpdated: allowed(policy.update(viewer, row)),
    canBeDeleted: allowed(policy.delete(viewer, row)),
    prevention,
    canAddPrevention: row.code === 'COMPLETED' && isInstaller && (await isCertified(db, viewer.id, row.certificationTypeId, now)),
    canPerformPrevention: row.code === 'PREVENTION' && isInstaller,
    canBeCancelled: allowed(policy.cancel(viewer, row)),
    canBeGraded: allowed(policy.grade(viewer, row, { signed: signed !== null, graded: grades !== undefined })),
    canAddPhotos: allowed(policy.addPhotos(viewer, row)),
  };
}

/** Names of users by id (for lists). */
export async function namesOf(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, string>();
  const rows = await db.select({ id: users.id, name: users.name, lastname: users.lastname }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}
