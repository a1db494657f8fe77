import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { installationPhotos, installations, installationUnitRefs, installationUnits, preventionPhotos, products } from '../../db/schema';
import { transaction, type Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { enforce } from '../../lib/policy';
import { addUnitProducts, writeUnits } from './barcodes-steps';
import { installationCard } from './card';
import { newCertificateToken } from './certificate';
import { certificationTypeById } from './certifications';
import { createClientCode } from './client-code';
import { judgedUnits, withholdsGuarantee, writeReports } from './commissioning-record';
import { recipientOf, type CompletionDeps } from './completion-deps';
import { conflict } from './conflicts';
import { guaranteeEnd, maintenanceDueOn } from './guarantee';
import { addressLine, changeInstallation, recordEvent } from './history';
import { isReady, missingForCompletion, notReady } from './readiness';
import { installationPolicy as policy } from './policy';
import { lockInstallation, visibleInstallation, type InstallationRow } from './rows';
import { fingerprintOf, signPending, signRecord, snapshotOf, versionsOf, type Snapshot, type VersionRow } from './signing';
import { dayOf, workDayOf } from './status';
import { certificationStanding } from './warranty-eligibility';
import { pages } from '../../../../contracts/pages';

/**
 * docs/domain.md#completion (docs/decisions/0031): the assigned installer has an SMS code sent to the
 * client once the record is complete (every unit by serial, a photo of the work: readiness.ts) — NEW →
 * AWAITING_CONFIRMATION, and again whenever the job waits — then enters the code the client reads out → COMPLETED: the
 * warranty of every unit starts from the day the work was done, the record is signed, a certificate token is drawn and
 * the client is asked to grade. After that, a change of the record waits for the client's new code the same way.
 * The codes are the sign-in codes' (modules/codes): 10 minutes, 5 tries each, the same SMS caps.
 */
export function createCompletion(deps: CompletionDeps) {
  const { db, clock, codes, notifications, realtime, push } = deps;
  const clientCode = createClientCode(deps);

  /**
   * What the client's code would sign now: the tables' record of a job that waits for its completion, or the change
   * waiting on a signed one; 409 when there is neither.
   */
  async function recordToSign(tx: Pick<Tx, 'db'>, row: InstallationRow): Promise<{ snapshot: Snapshot; pending: VersionRow | null }> {
    if (row.code === 'NEW' || row.code === 'AWAITING_CONFIRMATION') return { snapshot: await snapshotOf(tx.db, row.id), pending: null };
    const { pending } = row.code === 'COMPLETED' || row.code === 'PREVENTION' ? await versionsOf(tx.db, row.id) : { pending: null };
    if (!pending) throw conflict('notNew');
    return { snapshot: pending.snapshot as Snapshot, pending };
  }

  /**
   * The warranty of the job's own units that have none yet, from the work day: the product's years, extended when the
   * job has the extended guarantee and the installer held an active certification that day. The years the extension
   * adds are the type's term when the warranty first starts, kept on the job (a later change of the term, in the
   * back-office's certification catalogue, moves no warranty already started; units added later get the same).
   */
  async function startWarranty(tx: Tx, row: InstallationRow, workDay: Date, extended: boolean) {
    const extensionYears = row.extensionYears ?? (await certificationTypeById(tx.db, row.certificationTypeId))!.extensionYears;
    if (row.extensionYears === null) await tx.db.update(installations).set({ extensionYears }).where(eq(installations.id, row.id));
    const units = await tx.db
      .select({ id: installationUnits.id, years: products.guaranteeYears })
      .from(installationUnits)
      .innerJoin(products, eq(products.id, installationUnits.productId))
      .where(and(eq(installationUnits.installationId, row.id), isNull(installationUnits.guaranteeExpiresAt)));
    const due = maintenanceDueOn(row.preventedAt ?? workDay);
    for (const unit of units) {
      await tx.db
        .update(installationUnits)
        .set({ extended, guaranteeExpiresAt: guaranteeEnd(workDay, unit.years, extended, extensionYears), maintenanceDueOn: due })
        .where(eq(installationUnits.id, unit.id));
    }
  }

  /** A maintenance job on units of earlier installations counts as their yearly maintenance (docs/decisions/0031). */
  async function maintainReferred(tx: Tx, row: InstallationRow, workDay: Date, actorId: number) {
    if (row.workOrderType !== 'PREVENTION') return;
    const units = await tx.db
      .update(installationUnits)
      .set({ preventedAt: dayOf(workDay), maintenanceDueOn: maintenanceDueOn(workDay) })
      .where(
        inArray(
          installationUnits.id,
          tx.db.select({ id: installationUnitRefs.unitId }).from(installationUnitRefs).where(eq(installationUnitRefs.installationId, row.id)),
        ),
      )
      .returning({ installationId: installationUnits.installationId });
    for (const home of new Set(units.map((u) => u.installationId))) {
      const [maintained] = await tx.db.select({ preventedAt: installations.preventedAt }).from(installations).where(eq(installations.id, home));
      if (!maintained.preventedAt || maintained.preventedAt < workDay) await changeInstallation(tx, actorId, home, { preventedAt: workDay });
      await recordEvent(tx, actorId, home, 'maintainedBy', { number: row.id });
    }
  }

  /** The pending change reaches the tables: its units (new ones get the job's warranty), photos and products. */
  async function applyChange(tx: Tx, row: InstallationRow, change: VersionRow, actorId: number) {
    const snapshot = change.snapshot as Snapshot;
    await writeUnits(tx, row.id, snapshot.units);
    await writeReports(tx, row.id, snapshot.commissioning, change.proposedBy ?? actorId);
    await startWarranty(tx, row, workDayOf(row, clock.now()), row.extendedGuarantee);
    const photos = await tx.db
      .select({ id: installationPhotos.id, key: installationPhotos.key })
      .from(installationPhotos)
      .where(
        and(
          eq(installationPhotos.installationId, row.id),
          notExists(
            tx.db
              .select({ one: sql`1` })
              .from(preventionPhotos)
              .where(eq(preventionPhotos.photoId, installationPhotos.id)),
          ),
        ),
      );
    const gone = photos.filter((p) => !snapshot.photos.includes(p.key));
    const added = snapshot.photos.filter((key) => !photos.some((p) => p.key === key));
    if (gone.length)
      await tx.db.delete(installationPhotos).where(
        inArray(
          installationPhotos.id,
          gone.map((p) => p.id),
        ),
      );
    if (added.length)
      await tx.db.insert(installationPhotos).values(added.map((key) => ({ installationId: row.id, key, uploadedBy: change.proposedBy ?? actorId })));
    await addUnitProducts(
      tx,
      actorId,
      row.id,
      snapshot.units.map((u) => u.productId),
    );
  }

  return {
    /**
     * Texts the client a code for the record as it is: a job that is ready (NEW → AWAITING_CONFIRMATION, or a resend
     * while it waits), or a change of a signed record. 409 naming what is missing when the record is not complete.
     */
    async sendCode(viewer: Viewer, id: number, ip: string, t: Translator, lang: Lang) {
      const row = await visibleInstallation(db, viewer, id);
      const unsigned = row.code === 'NEW' || row.code === 'AWAITING_CONFIRMATION';
      const changePending = !unsigned && (await versionsOf(db, id)).pending !== null;
      enforce(unsigned ? policy.complete(viewer, row) : policy.confirmChange(viewer, row, { changePending }), conflict);
      const { snapshot, pending } = await recordToSign({ db }, row);
      const missing = await missingForCompletion(db, id, lang, snapshot);
      if (!isReady(missing)) throw notReady(t, missing);
      const sent = await clientCode.send(
        ip,
        row.clientId,
        { purpose: 'completion', installationId: id },
        (ct, code) => ct(pending ? 'warranty.sms.changeCode' : 'warranty.sms.completionCode', { code, number: id, address: addressLine(row, ct) }),
        fingerprintOf(snapshot),
      );
      await transaction(db, async (tx) => {
        const locked = await lockInstallation(tx.db, id);
        if (locked.code === 'NEW') await changeInstallation(tx, viewer.id, id, { code: 'AWAITING_CONFIRMATION' });
        await recordEvent(tx, viewer.id, id, 'codeSent');
      });
      return { codeSent: sent.codeSent };
    },

    /**
     * The client's code: right → the record it was sent for is signed (COMPLETED with the warranty started, or the
     * change applied); wrong → 422 `code` (429 after the caps); 409 when the record changed after the code was sent.
     */
    async enterCode(viewer: Viewer, id: number, code: string, ip: string, t: Translator, lang: Lang) {
      const row = await visibleInstallation(db, viewer, id);
      enforce(policy.enterCode(viewer, row, { changePending: (await versionsOf(db, id)).pending !== null }), conflict);
      const { verification, record } = await clientCode.check(ip, { purpose: 'completion', installationId: id }, code);
      const client = await recipientOf(db, row.clientId);
      await transaction(db, async (tx) => {
        await codes.consumeConfirmed(tx, verification, 'code');
        const locked = await lockInstallation(tx.db, id);
        if (locked.code === 'NEW') throw conflict('notAwaiting');
        const { snapshot, pending } = await recordToSign(tx, locked);
        if (record !== null && record !== fingerprintOf(snapshot)) throw conflict('recordChanged');
        const missing = await missingForCompletion(tx.db, id, lang, snapshot);
        if (!isReady(missing)) throw notReady(t, missing);
        const now = clock.now();
        if (pending) {
          await applyChange(tx, locked, pending, viewer.id);
          await signPending(tx, pending, { id: client.id, at: now });
          await recordEvent(tx, client.id, id, 'signed', pending.version);
          return;
        }
        const workDay = workDayOf(locked, now);
        // docs/decisions/0051: a blocking commissioning value out of range withholds the extended guarantee.
        const extended =
          locked.extendedGuarantee &&
          locked.installerId !== null &&
          (await certificationStanding(tx.db, locked.installerId, locked.certificationTypeId, workDay)).state === 'ACTIVE' &&
          !withholdsGuarantee(await judgedUnits(tx.db, snapshot));
        await startWarranty(tx, locked, workDay, extended);
        await changeInstallation(tx, viewer.id, id, {
          code: 'COMPLETED',
          completedAt: now,
          workDoneOn: dayOf(workDay),
          extendedGuarantee: extended,
          certificateToken: locked.certificateToken ?? newCertificateToken(),
        });
        await maintainReferred(tx, locked, workDay, viewer.id);
        const version = await signRecord(tx, id, { id: client.id, at: now });
        await recordEvent(tx, client.id, id, 'signed', version.version);
        const completed = { number: id, address: addressLine(locked, client.t) };
        await notifications.notify(
          tx,
          { id: client.id, language: client.lang },
          { kind: 'installationCompleted', values: completed, link: pages.installation(id) },
        );
        tx.afterCommit(() => {
          realtime.emit(client.id, 'installation_needs_confirmation', { installationId: id, to: client.id, workOrderType: locked.workOrderType });
          // The client's devices: the card, where the client confirms and grades (docs/decisions/0054-web-push.md).
          push.send([client.id], {
            texts: (t) => ({ title: t('notifications.installationCompleted.title'), body: t('notifications.installationCompleted.text', completed) }),
            page: pages.installation(id),
            tag: `installation-${id}`,
          });
        });
      });
      return installationCard(deps, viewer, id, t, lang);
    },
  };
}
