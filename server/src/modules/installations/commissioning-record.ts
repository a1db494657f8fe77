import { eq, inArray } from 'drizzle-orm';
import { assessReport, withholdsExtendedGuarantee, type Finding, type FindingKey, type ModelSpec } from '../../../../contracts/commissioning';
import type { Db } from '../../db/client';
import { commissioningReports, productBlocks } from '../../db/schema';
import { modelSpecsOf } from '../catalog';
import type { Tx } from '../../db/transaction';
import type { Snapshot, SnapshotReport } from './signing';

/**
 * The commissioning reports inside the signed record (docs/decisions/0051-commissioning-report.md): each outdoor unit of
 * the job with its model's data and its report judged against it. The card's tab, the PDF and the extended guarantee
 * at completion read the same judgement.
 */
export type JudgedUnit = {
  serial: string;
  productId: number;
  model: string | null;
  spec: ModelSpec | null;
  report: SnapshotReport | null;
  findings: Record<FindingKey, Finding> | null;
};

/** The record's own outdoor units (by serial) with their model's data and report. */
export async function judgedUnits(db: Db, snapshot: Snapshot): Promise<JudgedUnit[]> {
  const own = snapshot.units.filter((u) => u.from === undefined && u.blockId !== null);
  const blocks = own.length
    ? await db
        .select({ id: productBlocks.id, type: productBlocks.type, model: productBlocks.model })
        .from(productBlocks)
        .where(
          inArray(
            productBlocks.id,
            own.map((u) => u.blockId!),
          ),
        )
    : [];
  const outdoor = new Map(blocks.filter((b) => b.type === 'outdoor').map((b) => [b.id, b.model]));
  const units = own.filter((u) => outdoor.has(u.blockId!));
  const specs = await modelSpecsOf(
    db,
    units.map((u) => outdoor.get(u.blockId!)!),
  );
  return units.map((u) => {
    const model = outdoor.get(u.blockId!)!;
    const spec = specs.get(model) ?? null;
    const report = snapshot.commissioning?.find((r) => r.serial === u.serial) ?? null;
    return { serial: u.serial, productId: u.productId, model, spec, report, findings: report && assessReport(report, spec) };
  });
}

/** Whether a blocking value of a report is out of range: the extended guarantee is not granted while one is. */
export const withholdsGuarantee = (units: JudgedUnit[]) => units.some((u) => u.findings !== null && withholdsExtendedGuarantee(u.findings));

/** The reports of a change the client signed reach the table (the change's author keeps the authorship). */
export async function writeReports(tx: Tx, installationId: number, reports: SnapshotReport[] | undefined, authorId: number) {
  await tx.db.delete(commissioningReports).where(eq(commissioningReports.installationId, installationId));
  if (reports?.length)
    await tx.db.insert(commissioningReports).values(reports.map(({ serial, ...report }) => ({ installationId, serial, ...report, updatedBy: authorId })));
}

/** The job's reports as the tables hold them (signed, or being written before the client's code), by serial. */
export const reportsOfJob = (db: Db, installationId: number) =>
  db
    .select({ serial: commissioningReports.serial, refrigerant: commissioningReports.refrigerant, values: commissioningReports.values })
    .from(commissioningReports)
    .where(eq(commissioningReports.installationId, installationId));
