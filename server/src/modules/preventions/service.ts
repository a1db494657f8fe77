import type { z } from 'zod';
import { eq, min } from 'drizzle-orm';
import {
  preventionWorkIds,
  preventionWorkUnits,
  type Lang,
  type Prevention,
  type PreventionWorkId,
  type preventionCreateBodySchema,
  type preventionPerformBodySchema,
  type preventionReportBodySchema,
  type preventionUpdateBodySchema,
} from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Viewer } from '../../access';
import { installationPhotos, installationPreventions, installationUnits, preventionPhotos, preventionUnits } from '../../db/schema';
import { transaction, type Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { FieldsError } from '../../lib/http-errors';
import { fullName } from '../../lib/names';
import { allowed, enforce } from '../../lib/policy';
import {
  addressLine,
  changeInstallation,
  createClientCode,
  installationCard,
  installationPolicy,
  isCertified,
  lockInstallation,
  maintenanceDueOn,
  presentReport,
  presentWorks,
  recipientOf,
  recordEvent,
  visibleInstallation,
  type InstallationRow,
} from '../installations';
import { conflict } from './conflicts';
import type { PreventionsDeps } from './deps';
import { preventionPolicy } from './policy';
import { lockPrevention, photosOf, postponementsOf, visiblePrevention, type PreventionRow } from './queries';
import { pages } from '../../../../contracts/pages';

type CreateBody = z.infer<typeof preventionCreateBodySchema>;
type UpdateBody = z.infer<typeof preventionUpdateBodySchema>;
type PerformBody = z.infer<typeof preventionPerformBodySchema>;
type ReportBody = z.infer<typeof preventionReportBodySchema>;

const dateError = (key: string) => new FieldsError({ plannedDate: [key] });

/**
 * Preventive maintenance (issue 18, docs/domain.md#maintenance-visits-and-reminders): the assigned installer plans a visit on a COMPLETED installation
 * (→ PREVENTION), postpones it (the history keeps why; the units' due date stays), and performs it with the works,
 * photos and the client's code (→ COMPLETED with `preventedAt`; each unit's next due date moves a year on).
 * The client is told of every plan and postponement by a notification, `new_notification` and an SMS.
 */
export function createPreventionsService(deps: PreventionsDeps) {
  const { db, storage, clock, notifications, sms, uploads, webUrl } = deps;
  const clientCode = createClientCode(deps);
  /** The portal's days are Kyiv days: a visit for today stays plannable until midnight there. */
  const today = () => kyivDay(clock.now());

  /**
   * The client hears of a planned or moved visit: a notification (and `new_notification`) in the transaction, and
   * an SMS in their language, answered here to be sent once the transaction committed.
   */
  async function tellClient(tx: Tx, row: InstallationRow, kind: 'preventionPlanned' | 'preventionPostponed', p: { plannedDate: string; plannedTime: string }) {
    const client = await recipientOf(tx.db, row.clientId);
    const installer = row.installerId === null ? null : await recipientOf(tx.db, row.installerId);
    const values = {
      number: row.id,
      address: addressLine(row, client.t),
      date: p.plannedDate,
      time: p.plannedTime,
      installer: installer ? fullName(installer) : '',
    };
    await notifications.notify(tx, { id: client.id, language: client.lang }, { kind, values, link: pages.installation(row.id) });
    return { phone: client.phone, text: client.t(`preventions.sms.${kind}`, { ...values, link: `${webUrl}${pages.installation(row.id)}` }) };
  }

  async function present(viewer: Viewer, p: PreventionRow, t: Translator): Promise<Prevention> {
    const [installation, postponed, photos] = await Promise.all([
      visibleInstallation(db, viewer, p.installationId),
      postponementsOf(db, p.installationId, p.id),
      photosOf(db, p.id),
    ]);
    const client = await recipientOf(db, installation.clientId);
    const installer = installation.installerId === null ? null : await recipientOf(db, installation.installerId);
    return {
      id: p.id,
      installationId: p.installationId,
      status: p.status,
      plannedDate: p.plannedDate,
      plannedTime: p.plannedTime,
      comment: p.comment,
      dueDate: p.dueDate,
      performedAt: p.performedAt ? kyivDay(p.performedAt) : null,
      postponements: postponed.map((r) => ({
        at: new Date(r.at).toISOString(),
        actor: r.actor_id === null ? null : { id: r.actor_id, fullName: fullName({ name: r.name ?? '', lastname: r.lastname ?? '' }) },
        fromDate: r.v.fromDate ?? '',
        fromTime: r.v.fromTime ?? '',
        toDate: r.v.toDate ?? '',
        toTime: r.v.toTime ?? '',
        reason: r.v.reason ?? null,
      })),
      works: presentWorks(t, p.works),
      photos: photos.map((ph) => ({ id: ph.id, url: storage.url(ph.key) })),
      address: addressLine(installation, t),
      client: { id: client.id, fullName: fullName(client), phone: client.phone },
      installer: installer ? { id: installer.id, fullName: fullName(installer), phone: installer.phone } : null,
      canBePostponed: allowed(preventionPolicy.postpone(viewer, installation, p)),
      canBePerformed: allowed(preventionPolicy.perform(viewer, installation, p)),
      report: p.status === 'PLANNED' ? presentReport(t, storage, { works: p.reportWorks, photos: p.reportPhotos, at: p.reportedAt }) : null,
    };
  }

  /** The earliest due date of the installation's units (or 12 months after its last visit or completion). */
  async function dueDateOf(tx: Tx, row: InstallationRow) {
    const [due] = await tx.db
      .select({ due: min(installationUnits.maintenanceDueOn) })
      .from(installationUnits)
      .where(eq(installationUnits.installationId, row.id));
    const last = row.preventedAt ?? row.completedAt;
    return due?.due ?? (last ? maintenanceDueOn(last) : null);
  }

  return {
    /** Plans a visit: COMPLETED → PREVENTION; a past date, a cancelled or never-completed installation is a 422 `plannedDate`. */
    async create(viewer: Viewer, body: CreateBody, t: Translator) {
      const row = await visibleInstallation(db, viewer, body.installationId);
      const certified = await isCertified(db, viewer.id, row.certificationTypeId, clock.now());
      enforce(installationPolicy.planPrevention(viewer, row, { certified }), dateError);
      if (body.plannedDate < today()) throw dateError('preventionDatePast');
      const prevention = await transaction(db, async (tx) => {
        const locked = await lockInstallation(tx.db, row.id);
        if (locked.code !== 'COMPLETED') throw dateError(locked.code === 'PREVENTION' ? 'preventionAlreadyPlanned' : 'preventionNotCompleted');
        const [p] = await tx.db
          .insert(installationPreventions)
          .values({
            installationId: row.id,
            installerId: viewer.id,
            plannedDate: body.plannedDate,
            plannedTime: body.plannedTime,
            comment: body.comment || null,
            dueDate: await dueDateOf(tx, locked),
          })
          .returning();
        await changeInstallation(tx, viewer.id, row.id, { code: 'PREVENTION' });
        await recordEvent(tx, viewer.id, row.id, 'preventionPlanned', { preventionId: p.id, date: p.plannedDate, time: p.plannedTime });
        return { p, sms: await tellClient(tx, locked, 'preventionPlanned', p) };
      });
      await sms.send(prevention.sms);
      return present(viewer, prevention.p, t);
    },

    async common(viewer: Viewer, id: number, t: Translator) {
      return present(viewer, await visiblePrevention(db, viewer, id), t);
    },

    /**
     * Postpones (a new date or time, with a reason) or edits the comment of a planned visit. An unchanged body
     * changes nothing; the units' due date never moves.
     */
    async update(viewer: Viewer, id: number, body: UpdateBody, t: Translator) {
      const p = await visiblePrevention(db, viewer, id);
      const row = await visibleInstallation(db, viewer, p.installationId);
      enforce(preventionPolicy.postpone(viewer, row, p), conflict);
      const comment = body.comment || null;
      const moved = body.plannedDate !== p.plannedDate || body.plannedTime !== p.plannedTime;
      if (!moved && comment === p.comment) return present(viewer, p, t);
      if (moved && body.plannedDate < today()) throw dateError('preventionDatePast');
      if (moved && !body.reason) throw new FieldsError({ reason: ['preventionReasonRequired'] });
      const next = await transaction(db, async (tx) => {
        const locked = await lockInstallation(tx.db, row.id);
        const current = await lockPrevention(tx.db, id);
        enforce(preventionPolicy.postpone(viewer, locked, current), conflict);
        const [updated] = await tx.db
          .update(installationPreventions)
          .set({ plannedDate: body.plannedDate, plannedTime: body.plannedTime, comment })
          .where(eq(installationPreventions.id, id))
          .returning();
        if (moved) {
          await recordEvent(tx, viewer.id, row.id, 'preventionPostponed', {
            preventionId: id,
            fromDate: current.plannedDate,
            fromTime: current.plannedTime,
            toDate: updated.plannedDate,
            toTime: updated.plannedTime,
            reason: body.reason ?? null,
          });
          return { updated, sms: await tellClient(tx, locked, 'preventionPostponed', updated) };
        }
        return { updated, sms: null };
      });
      if (next.sms) await sms.send(next.sms);
      return present(viewer, next.updated, t);
    },

    /** The checklist, named in the request's language. */
    works(t: Translator) {
      return preventionWorkIds.map((id) => ({ id, name: t(`preventions.works.${id}`), unit: preventionWorkUnits[id] }));
    },

    /** Texts the client the code that confirms the visit (again to resend). */
    async sendCode(viewer: Viewer, id: number, ip: string) {
      const p = await visiblePrevention(db, viewer, id);
      const row = await visibleInstallation(db, viewer, p.installationId);
      enforce(preventionPolicy.perform(viewer, row, p), conflict);
      return clientCode.send(ip, row.clientId, { purpose: 'prevention', installationId: row.id, preventionId: id }, (ct, code) =>
        ct('preventions.sms.visitCode', { code, number: row.id, address: addressLine(row, ct) }),
      );
    },

    /**
     * Saves the visit's report without the client's code (docs/decisions/0052): the works (replacing saved ones) and
     * photos claimed from the installer's uploads (joining saved ones) wait on the planned visit for the code that
     * performs it. The assigned installer's alone (403), on a planned visit (409); a history line, nothing sent.
     */
    async saveReport(viewer: Viewer, id: number, body: ReportBody, t: Translator, lang: Lang) {
      const p = await visiblePrevention(db, viewer, id);
      const row = await visibleInstallation(db, viewer, p.installationId);
      enforce(preventionPolicy.perform(viewer, row, p), conflict);
      const works = checkWorks(body.works);
      await transaction(db, async (tx) => {
        const locked = await lockInstallation(tx.db, row.id);
        const current = await lockPrevention(tx.db, id);
        enforce(preventionPolicy.perform(viewer, locked, current), conflict);
        const claimed = body.photos.length ? await uploads.claim(tx, viewer, body.photos, { kind: 'photos' }) : [];
        await tx.db
          .update(installationPreventions)
          .set({ reportWorks: works, reportPhotos: [...current.reportPhotos, ...claimed.map((c) => c.key)], reportedAt: clock.now() })
          .where(eq(installationPreventions.id, id));
        await recordEvent(tx, viewer.id, row.id, 'preventionReported', { preventionId: id, count: works.length });
      });
      return installationCard(deps, viewer, row.id, t, lang);
    },

    /**
     * Performs the visit with the client's code: works (a measured work needs its value), photos claimed from the
     * installer's uploads, every unit's `preventedAt` = today and its next due date a year on, → COMPLETED.
     */
    async perform(viewer: Viewer, id: number, body: PerformBody, ip: string, t: Translator, lang: Lang) {
      const p = await visiblePrevention(db, viewer, id);
      const row = await visibleInstallation(db, viewer, p.installationId);
      enforce(preventionPolicy.perform(viewer, row, p), conflict);
      if (!body.works && !p.reportWorks) throw new FieldsError({ works: ['required'] });
      const works = body.works ? checkWorks(body.works) : null;
      const subject = { purpose: 'prevention' as const, installationId: row.id, preventionId: id };
      const { verification } = await clientCode.check(ip, subject, body.code);
      const client = await recipientOf(db, row.clientId);
      await transaction(db, async (tx) => {
        await deps.codes.consumeConfirmed(tx, verification, 'code');
        const locked = await lockInstallation(tx.db, row.id);
        const current = await lockPrevention(tx.db, id);
        enforce(preventionPolicy.perform(viewer, locked, current), conflict);
        const now = clock.now();
        // The visit's day in Kyiv; the units' next due day counts a year from it (maintenanceDueOn takes the same Kyiv day).
        const day = kyivDay(now);
        await tx.db
          .update(installationPreventions)
          .set({ status: 'DONE', performedAt: now, works: works ?? current.reportWorks! })
          .where(eq(installationPreventions.id, id));
        const units = await tx.db
          .update(installationUnits)
          .set({ preventedAt: day, maintenanceDueOn: maintenanceDueOn(now) })
          .where(eq(installationUnits.installationId, row.id))
          .returning({ id: installationUnits.id });
        if (units.length) await tx.db.insert(preventionUnits).values(units.map((u) => ({ preventionId: id, unitId: u.id })));
        // The saved report's photos (claimed when it was saved) and the ones sent now become the visit's and the job's.
        const claimed = body.photos.length ? (await uploads.claim(tx, viewer, body.photos, { kind: 'photos' })).map((c) => c.key) : [];
        const keys = [...current.reportPhotos, ...claimed];
        if (keys.length) {
          const photos = await tx.db
            .insert(installationPhotos)
            .values(keys.map((key) => ({ installationId: row.id, key, uploadedBy: viewer.id })))
            .returning({ id: installationPhotos.id });
          await tx.db.insert(preventionPhotos).values(photos.map((ph) => ({ preventionId: id, photoId: ph.id })));
        }
        await changeInstallation(tx, viewer.id, row.id, { code: 'COMPLETED', preventedAt: now });
        await recordEvent(tx, client.id, row.id, 'preventionDone', { preventionId: id, date: day });
      });
      return installationCard(deps, viewer, row.id, t, lang);
    },
  };
}

/** Each work once; a measured work (pressure, current, temperature) needs its value, a ticked one has none. */
function checkWorks(works: ReportBody['works']): { id: PreventionWorkId; value: number | null }[] {
  const seen = new Set<string>();
  for (const w of works) {
    if (seen.has(w.id)) throw new FieldsError({ works: ['preventionWorkTwice'] });
    seen.add(w.id);
    const measured = preventionWorkUnits[w.id] !== null;
    if (measured && (w.value === null || w.value === undefined)) throw new FieldsError({ works: ['preventionValueRequired'] });
  }
  return works.map((w) => ({ id: w.id, value: preventionWorkUnits[w.id] !== null ? (w.value ?? null) : null }));
}

export type PreventionsService = ReturnType<typeof createPreventionsService>;
