import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assessReport,
  storedReportOf,
  uncommented,
  type commissioningBodySchema,
  type CommissioningView,
  type Lang,
  type UnitReport,
} from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { commissioningReports } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { FieldsError, HttpError, notFound } from '../../lib/http-errors';
import { enforce } from '../../lib/policy';
import {
  installationPolicy,
  isWorker,
  judgedUnits,
  lockInstallation,
  productsByIds,
  proposeChange,
  recordEvent,
  snapshotOf,
  versionsOf,
  visibleInstallation,
  withholdsGuarantee,
  type InstallationRow,
  type Snapshot,
} from '../installations';
import { reportPdf } from './report-pdf';

export type CommissioningDeps = { db: Db; webUrl: string };

const signedOff = (row: InstallationRow) => row.code === 'COMPLETED' || row.code === 'PREVENTION';
/** 409s of the report, their texts under `api.errors.commissioning`. */
const conflict = (reason: 'notEditable' | 'noReport') => new HttpError(409, `commissioning.${reason}`);

/**
 * The commissioning report (docs/decisions/0051-commissioning-report.md): whoever sees a job reads the report of each of
 * its outdoor units; whoever may register its units writes one (before the client signed: into the record; after: a
 * change for the client to sign, as the units). A flagged value needs a comment; the judgement is the contract's.
 */
export function createCommissioningService({ db, webUrl }: CommissioningDeps) {
  /** The record the reports are read from and written into: the change waiting for the client's code, else the tables'. */
  async function currentRecord(row: InstallationRow): Promise<{ snapshot: Snapshot; pending: boolean }> {
    const { pending } = signedOff(row) ? await versionsOf(db, row.id) : { pending: null };
    return pending ? { snapshot: pending.snapshot as Snapshot, pending: true } : { snapshot: await snapshotOf(db, row.id), pending: false };
  }

  async function viewOf(viewer: Viewer, row: InstallationRow, lang: Lang): Promise<CommissioningView> {
    const { snapshot, pending } = await currentRecord(row);
    const units = await judgedUnits(db, snapshot);
    const names = new Map((await productsByIds(db, [...new Set(units.map((u) => u.productId))], lang)).map((p) => [p.id, p.name]));
    return {
      units: units.map((u): UnitReport => ({
        serial: u.serial,
        productName: names.get(u.productId) ?? '',
        model: u.model,
        spec: u.spec,
        report: u.report && { refrigerant: u.report.refrigerant, values: u.report.values, comments: u.report.comments },
        findings: u.findings,
        pending,
      })),
      canEdit: installationPolicy.registerUnits(viewer, row) === null,
      extendedGuaranteeWithheld: withholdsGuarantee(units),
      reportUrl: units.some((u) => u.report) ? `/web/installations/${row.id}/commissioning/report` : null,
    };
  }

  return {
    view: async (viewer: Viewer, id: number, lang: Lang) => viewOf(viewer, await visibleInstallation(db, viewer, id), lang),

    /**
     * Saves one outdoor unit's report: 404 for a serial that is not one of the job's outdoor units, 422 on each flagged
     * value without a comment (the model's ranges are the API's to know), 409 when the job takes no more changes.
     */
    async save(viewer: Viewer, id: number, serial: string, body: z.infer<typeof commissioningBodySchema>, lang: Lang) {
      const row = await visibleInstallation(db, viewer, id);
      enforce(isWorker(viewer, row) ? installationPolicy.registerUnits(viewer, row) : 'forbidden', () => conflict('notEditable'));
      const report = storedReportOf(body);
      const unit = (await judgedUnits(db, (await currentRecord(row)).snapshot)).find((u) => u.serial === serial);
      if (!unit) throw notFound();
      const missing = uncommented(assessReport(report, unit.spec), report.comments);
      if (missing.length) throw new FieldsError(Object.fromEntries(missing.map((key) => [`comments.${key}`, ['commentRequired']])));
      await transaction(db, async (tx) => {
        const locked = await lockInstallation(tx.db, id);
        enforce(installationPolicy.registerUnits(viewer, locked), () => conflict('notEditable'));
        if (signedOff(locked)) {
          await proposeChange(tx, id, viewer.id, (current) => ({
            ...current,
            commissioning: [...(current.commissioning ?? []).filter((r) => r.serial !== serial), { serial, ...report }],
          }));
          await recordEvent(tx, viewer.id, id, 'changeProposed');
          return;
        }
        await tx.db
          .insert(commissioningReports)
          .values({ installationId: id, serial, ...report, updatedBy: viewer.id })
          .onConflictDoUpdate({
            target: [commissioningReports.installationId, commissioningReports.serial],
            set: { ...report, updatedBy: viewer.id, updatedAt: sql`now()` },
          });
        await recordEvent(tx, viewer.id, id, 'commissioned', { serial });
      });
      return viewOf(viewer, await visibleInstallation(db, viewer, id), lang);
    },

    /** The report as a PDF in the client's language: the signed record's, else the record as it stands. */
    async pdf(viewer: Viewer, id: number) {
      const row = await visibleInstallation(db, viewer, id);
      const { signed, pending } = signedOff(row) ? await versionsOf(db, id) : { signed: null, pending: null };
      const snapshot = signed ? (signed.snapshot as Snapshot) : await snapshotOf(db, id);
      const units = (await judgedUnits(db, snapshot)).filter((u) => u.report !== null);
      if (!units.length) throw conflict('noReport');
      return { pdf: await reportPdf(db, webUrl, row, units, { signed, pending }), filename: `commissioning-${id}.pdf` };
    },
  };
}

export type CommissioningService = ReturnType<typeof createCommissioningService>;
