import { inArray, sql, type SQL } from 'drizzle-orm';
import type { InstallationCard, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { installations, users } from '../../db/schema';
import type { Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { allowed } from '../../lib/policy';
import { fullName, nameIn } from '../../lib/names';
import type { Storage } from '../../lib/storage';
import { certificationTypesJson, certifiedSql, type CertificationType } from './certifications';
import { presentDetails } from './details';
import { chatPolicy } from '../chats';
import { liveCodeOf } from '../codes';
import { unitsOfJobJson, type JobUnit } from './barcodes';
import { dangerMessage, maintenanceOverdueSince, productGuaranteeEnd } from './guarantee';
import { addressLine, historyJson, presentHistory, type HistoryJson } from './history';
import { certificatePath } from './certificate';
import { presentProduct, productsOfInstallationJson, type InstallationProductRow } from './products';
import { plannedPreventionJson, presentPlannedPrevention, serviceLogFrom, serviceLogJson, type PlannedVisit, type Visit } from './service-log';
import { missingForCompletion, requiredBlocksJson, type BlockRow } from './readiness';
import { installationPolicy as policy } from './policy';
import { visibleInstallationWith, type InstallationRow } from './rows';
import {
  changePendingSql,
  recordFrom,
  recordJson,
  signatureFrom,
  versionsFrom,
  versionsJson,
  type RecordJson,
  type Snapshot,
  type VersionJson,
} from './signing';
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

type Person = { id: number; name: string; lastname: string; phone: string };

/** A user by id as one json object (or null), for the card's statement. */
const personJson = (id: SQL) =>
  sql`(select json_build_object('id', u.id, 'name', u.name, 'lastname', u.lastname, 'phone', u.phone) from users u where u.id = ${id})`;
const presentPerson = (u: Person | null) => (u ? { id: u.id, fullName: fullName(u), phone: u.phone } : null);

/**
 * Everything the card shows beside the installation's row, each one json value computed from `installations.id`, so
 * the card is one statement (the fragments live with the modules that own the data). The tables' record and the
 * blocks the completion guard asks for are read while the job may wait for the client's code.
 */
function cardReads(viewer: Viewer, lang: Lang, now: Date) {
  const id = sql`${installations.id}`;
  return {
    types: sql<CertificationType[]>`${certificationTypesJson}`,
    client: sql<Person | null>`${personJson(sql`${installations.clientId}`)}`,
    installer: sql<Person | null>`${personJson(sql`${installations.installerId}`)}`,
    products: sql<InstallationProductRow[]>`${productsOfInstallationJson(id, lang)}`,
    units: sql<JobUnit[]>`${unitsOfJobJson(id)}`,
    photos: sql<{ id: number; key: string }[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'key', p.key) order by p.id), '[]'::json)
      from installation_photos p where p.installation_id = ${id})`,
    history: sql<HistoryJson>`${historyJson(id)}`,
    grades: sql<Grades | null>`(select json_build_object('workRating', g.work_rating, 'workComment', g.work_comment, 'communicationRating', g.communication_rating,
      'communicationComment', g.communication_comment, 'createdAt', g.created_at) from installation_grades g where g.installation_id = ${id})`,
    versions: sql<VersionJson[]>`${versionsJson(id)}`,
    serviceLog: sql<Visit[]>`${serviceLogJson(id)}`,
    prevention: sql<PlannedVisit | null>`${plannedPreventionJson(id)}`,
    record: sql<RecordJson | null>`case when ${installations.code} in ('NEW', 'AWAITING_CONFIRMATION') then ${recordJson(id)} end`,
    required: sql<BlockRow[] | null>`case when ${installations.code} in ('NEW', 'AWAITING_CONFIRMATION')
      or (${installations.code} in ('COMPLETED', 'PREVENTION') and ${changePendingSql(id)}) then ${requiredBlocksJson(id, lang)} end`,
    certified: sql<boolean>`${certifiedSql(viewer.id, sql`${installations.certificationTypeId}`, now)}`,
  };
}

type Grades = { workRating: number; workComment: string | null; communicationRating: number; communicationComment: string | null; createdAt: string };

/** The completion guard and the live code while the job, or a change of its signed record, waits for the client's code. */
async function completionState(
  db: Db,
  row: InstallationRow,
  pending: Snapshot | null,
  read: { record: RecordJson | null; required: BlockRow[] | null },
  lang: Lang,
  now: Date,
) {
  if (!pending && row.code !== 'NEW' && row.code !== 'AWAITING_CONFIRMATION') return null;
  const [missing, code] = await Promise.all([
    missingForCompletion(db, row.id, lang, pending ?? recordFrom(read.record!, row), read.required ?? undefined),
    liveCodeOf(db, 'completion', { installationId: row.id }, now),
  ]);
  return {
    missingUnits: missing.units,
    missingPhotos: missing.photos,
    codeSentAt: code?.sentAt.toISOString() ?? null,
    resendAt: code?.resendAt.toISOString() ?? null,
  };
}

/** The installation card for `viewer` (404 when they may not see it), flags per docs/domain.md#the-card-and-its-flags from state and role. */
export async function installationCard({ db, storage, clock }: CardDeps, viewer: Viewer, id: number, t: Translator, lang: Lang): Promise<InstallationCard> {
  const now = clock.now();
  const read = await visibleInstallationWith(db, viewer, id, cardReads(viewer, lang, now));
  const { row, grades } = read;
  const type = read.types.find((c) => c.id === row.certificationTypeId);
  const [client, installer] = [presentPerson(read.client), presentPerson(read.installer)];
  const history = presentHistory(t, lang, read.history, read.types);
  const serviceLog = serviceLogFrom(t, read.serviceLog);
  const prevention = row.code === 'PREVENTION' ? presentPlannedPrevention(t, storage, read.prevention) : null;
  const signature = signatureFrom(t, versionsFrom(read.versions));
  const pending = signature.pending;
  const proposer = pending?.proposer ? { id: pending.proposer.id, fullName: fullName(pending.proposer) } : null;
  const completion = await completionState(db, row, pending ? (pending.snapshot as Snapshot) : null, read, lang, now);

  const danger = dangerMessage(t, row, now);
  const equipmentProducts = read.products.map((p) => {
    const units = read.units
      .filter((u) => u.productId === p.id)
      .map((u) => ({
        id: u.id,
        serial: u.serial,
        blockType: u.blockType,
        model: u.model,
        guaranteeExpiredAt: u.guaranteeExpiresAt,
        extended: u.extended,
        registeredOn: u.ref === null ? null : u.installationId,
        preventedAt: u.preventedAt,
        maintenanceDueAt: u.maintenanceDueOn,
        serviceLog: serviceLog.get(u.id) ?? [],
      }));
    const end = productGuaranteeEnd(
      units.map((u) => u.guaranteeExpiredAt),
      { guaranteeYears: p.guarantee_years, blocks: p.blocks },
      row,
    );
    return { ...presentProduct(storage, p), units, guaranteeYears: p.guarantee_years, guaranteeExpiredAt: end, dangerMessage: danger };
  });
  const guarantee =
    equipmentProducts
      .map((p) => p.guaranteeExpiredAt)
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null;

  const changePending = { changePending: pending !== null };
  const overdue = maintenanceOverdueSince(row, now);
  const signed = signature.signed;

  return {
    id: row.id,
    version: String(row.revision),
    type: row.workOrderType,
    code: row.code,
    status: statusOf(t, row.code),
    archived: row.archived,
    date: row.plannedAt ?? dayOf(row.createdAt),
    certificationType: { id: row.certificationTypeId, name: type ? nameIn(type.name, lang) : '' },
    address: { ...presentAddress(row), label: addressLine(row, t) },
    equipment: { products: equipmentProducts, guarantee, preventedAt: row.preventedAt ? dayOf(row.preventedAt) : null },
    photos: read.photos.map((p) => ({ id: p.id, url: storage.url(p.key) })),
    history,
    grades: grades
      ? {
          work: { rating: grades.workRating, comment: grades.workComment },
          communication: { rating: grades.communicationRating, comment: grades.communicationComment },
          createdAt: new Date(grades.createdAt).toISOString(),
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
            proposedBy: proposer,
            changes: signature.changes,
            photos: signature.newPhotos.map((key) => ({ url: storage.url(key) })),
          }
        : null,
    },
    completion,
    certificateUrl: certificatePath(row),
    canPrintLabels: equipmentProducts.some((p) => p.units.length > 0),
    canBeCompleted: allowed(policy.complete(viewer, row)),
    canConfirmChange: allowed(policy.confirmChange(viewer, row, changePending)),
    canWithdrawChange: allowed(policy.withdrawChange(viewer, row, changePending)),
    canRegisterUnits: allowed(policy.registerUnits(viewer, row)),
    canBeUpdated: allowed(policy.update(viewer, row)),
    canBeDeleted: allowed(policy.delete(viewer, row)),
    prevention,
    canAddPrevention: allowed(policy.planPrevention(viewer, row, { certified: read.certified })),
    canPerformPrevention: allowed(policy.performPrevention(viewer, row, { planned: read.prevention !== null })),
    canBeCancelled: allowed(policy.cancel(viewer, row)),
    canBeGraded: allowed(policy.grade(viewer, row, { signed: signed !== null, graded: grades !== null })),
    canAddPhotos: allowed(policy.addPhotos(viewer, row)),
    canAppeal: allowed(chatPolicy.appeal(viewer, row)),
  };
}

/** Names of users by id (for lists). */
export async function namesOf(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, string>();
  const rows = await db.select({ id: users.id, name: users.name, lastname: users.lastname }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}
