import { and, eq } from 'drizzle-orm';
import { entryRefusal, mayWriteEntries, type CircuitBody, type FgasCertificate, type FgasEntry, type FgasLogbook, type Lang } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { fgasCertificates, fgasEntries, refrigerantCircuits } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { FieldsError, HttpError, notFound } from '../../lib/http-errors';
import { isAssignedInstaller, reportsOfJob, unitsOfJob, visibleInstallation, type InstallationRow } from '../installations';
import { croCardFile } from './cro-card';
import { certificateOfRow, gramsOf, presentCircuit, ruleCircuitOf, writeRefusalOf, type Writer } from './present';
import { certificateOf, circuitsOfJob, entriesOf, lockCircuit } from './queries';

export type FgasDeps = { db: Db; clock: Clock };

/** A refusal to write (403: the viewer sees the job but may not write in its logbook), its text under `api.errors.fgas`. */
const refused = (reason: string) => new HttpError(403, `fgas.${reason}`);
/** The logbook of a job that is not (or no longer) running equipment: a draft, a cancelled job; a decommissioned circuit. */
const conflict = (reason: 'notRegistered' | 'decommissioned' | 'circuitExists') => new HttpError(409, `fgas.${reason}`);

/** What an entry keeps beside its kind and day: its own fields, masses in grams, the facility as `party`. */
function detailsOf(entry: FgasEntry): Record<string, unknown> {
  const { kind: _kind, on: _on, ...rest } = entry;
  const { kg, supplier, handledBy, ...fields } = rest as typeof rest & { kg?: number; supplier?: unknown; handledBy?: unknown };
  return { ...fields, ...(kg !== undefined ? { grams: gramsOf(kg) } : {}), ...((supplier ?? handledBy) ? { party: supplier ?? handledBy } : {}) };
}

/**
 * The F-gas logbook (docs/decisions/0049-fgas-logbook.md): whoever sees a job reads its circuits; the job's installer
 * with a valid F-gas certificate whose category reaches the work adds circuits and entries, never changes one.
 */
export function createFgasService({ db, clock }: FgasDeps) {
  const today = () => kyivDay(clock.now());

  async function writerOf(viewer: Viewer, installation: InstallationRow): Promise<Writer> {
    const isJobInstaller = isAssignedInstaller(viewer, installation);
    return { isJobInstaller, certificate: isJobInstaller ? await certificateOf(db, viewer.id) : undefined };
  }

  async function logbookOf(viewer: Viewer, installation: InstallationRow): Promise<FgasLogbook> {
    const [circuits, units, writer, measured] = await Promise.all([
      circuitsOfJob(db, installation.id),
      unitsOfJob(db, installation.id),
      writerOf(viewer, installation),
      reportsOfJob(db, installation.id),
    ]);
    const reportOf = new Map(measured.map((r) => [r.serial, r]));
    const entries = await entriesOf(
      db,
      circuits.map((c) => c.circuit.id),
    );
    const day = today();
    return {
      circuits: circuits.map((c) => presentCircuit(c, entries, writer, day)),
      addRefusal: writeRefusalOf(writer, null, false, day) as FgasLogbook['addRefusal'],
      units: units.map((u) => {
        const report = reportOf.get(u.unit.serial);
        return {
          id: u.unit.id,
          serial: u.unit.serial,
          model: u.model,
          type: u.blockType,
          commissioning: report
            ? { refrigerant: report.refrigerant, factoryChargeKg: report.values.factoryCharge, installationChargeKg: report.values.chargeAdded }
            : null,
        };
      }),
    };
  }

  const registered = (installation: InstallationRow) => {
    if (installation.code === 'DRAFT' || installation.code === 'CANCELLED') throw conflict('notRegistered');
  };
  const notInFuture = (field: string, day: string) => {
    if (day > today()) throw new FieldsError({ [field]: ['dateInFuture'] });
  };

  /** The circuit and its job when the viewer sees the job; 404 otherwise. */
  async function visibleCircuit(viewer: Viewer, id: number) {
    const [circuit] = await db.select().from(refrigerantCircuits).where(eq(refrigerantCircuits.id, id));
    if (!circuit) throw notFound();
    return { circuit, installation: await visibleInstallation(db, viewer, circuit.installationId) };
  }

  return {
    logbook: async (viewer: Viewer, id: number) => logbookOf(viewer, await visibleInstallation(db, viewer, id)),

    async addCircuit(viewer: Viewer, id: number, body: CircuitBody) {
      const installation = await visibleInstallation(db, viewer, id);
      const refusal = writeRefusalOf(await writerOf(viewer, installation), null, false, today());
      if (refusal) throw refused(refusal);
      registered(installation);
      notInFuture('commissionedOn', body.commissionedOn);
      if (body.unitId !== null) {
        const units = await unitsOfJob(db, id);
        if (!units.some((u) => u.unit.id === body.unitId)) throw new FieldsError({ unitId: ['fgasUnitUnknown'] });
        const [taken] = await db.select({ id: refrigerantCircuits.id }).from(refrigerantCircuits).where(eq(refrigerantCircuits.unitId, body.unitId));
        if (taken) throw conflict('circuitExists');
      }
      const [row] = await db
        .insert(refrigerantCircuits)
        .values({
          installationId: id,
          unitId: body.unitId,
          refrigerant: body.refrigerant,
          factoryChargeGrams: gramsOf(body.factoryChargeKg),
          installationChargeGrams: gramsOf(body.installationChargeKg),
          hermeticallySealed: body.hermeticallySealed,
          residentialBuilding: body.residentialBuilding,
          leakDetectionSystem: body.leakDetectionSystem,
          commissionedOn: body.commissionedOn,
          createdBy: viewer.id,
        })
        .returning();
      return (await logbookOf(viewer, installation)).circuits.find((c) => c.id === row.id)!;
    },

    /** Appends an entry under the writer's certificate as it stands; the circuit is locked so that entries follow one another. */
    async addEntry(viewer: Viewer, circuitId: number, entry: FgasEntry) {
      const { circuit, installation } = await visibleCircuit(viewer, circuitId);
      const writer = await writerOf(viewer, installation);
      if (!writer.isJobInstaller) throw refused('notInstaller');
      if (!writer.certificate) throw refused('noCertificate');
      const byCategory = entryRefusal(certificateOfRow(writer.certificate), entry.kind, ruleCircuitOf(circuit), today());
      if (byCategory) throw refused(byCategory);
      notInFuture('on', entry.on);
      if (entry.on < circuit.commissionedOn) throw new FieldsError({ on: ['fgasEntryBeforeCommissioning'] });
      const certificate = writer.certificate;
      await transaction(db, async (tx) => {
        await lockCircuit(tx.db, circuitId);
        const [decommissioned] = await tx.db
          .select({ id: fgasEntries.id })
          .from(fgasEntries)
          .where(and(eq(fgasEntries.circuitId, circuitId), eq(fgasEntries.kind, 'decommissioning')));
        if (decommissioned) throw conflict('decommissioned');
        await tx.db.insert(fgasEntries).values({
          circuitId,
          kind: entry.kind,
          on: entry.on,
          details: detailsOf(entry),
          authorId: viewer.id,
          certificateNumber: certificate.number,
          certificateCategory: certificate.category,
        });
      });
      return (await logbookOf(viewer, installation)).circuits.find((c) => c.id === circuitId)!;
    },

    /** The circuit's equipment card in the shape of Poland's CRO card, in the reader's language. */
    async croCard(viewer: Viewer, circuitId: number, format: 'pdf' | 'csv', lang: Lang) {
      const { installation } = await visibleCircuit(viewer, circuitId);
      const logbook = await logbookOf(viewer, installation);
      return croCardFile(
        db,
        installation,
        logbook.circuits.find((c) => c.id === circuitId)!,
        format,
        lang,
        clock.now(),
      );
    },

    async certificate(viewer: Viewer) {
      const row = await certificateOf(db, viewer.id);
      return row ? { ...certificateOfRow(row), valid: mayWriteEntries(row, today()) } : null;
    },

    async setCertificate(viewer: Viewer, body: FgasCertificate) {
      const values = { number: body.number, category: body.category, issuer: body.issuer, expiresOn: body.expiresOn, updatedAt: clock.now() };
      await db
        .insert(fgasCertificates)
        .values({ userId: viewer.id, ...values })
        .onConflictDoUpdate({ target: fgasCertificates.userId, set: values });
      return { ...body, valid: mayWriteEntries(body, today()) };
    },
  };
}

export type FgasService = ReturnType<typeof createFgasService>;
