import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { addMonths, LONGEST_LEAK_CHECK_INTERVAL_MONTHS, refrigerants, type NextLeakCheck, type RefrigerantId } from '../../../../contracts';
import type { Db } from '../../db/client';
import { fgasEntries, installations, refrigerantCircuits } from '../../db/schema';
import { leakCheckStateOf } from './present';

/** A circuit's next leak check that falls in a window of days, with the job it belongs to. */
export type LeakCheckDue = {
  circuitId: number;
  installationId: number;
  installerId: number | null;
  clientId: number;
  refrigerant: RefrigerantId;
  /** The refrigerant as it is written (R-410A). */
  refrigerantName: string;
  chargeKg: number;
  on: string;
  because: NextLeakCheck['because'];
  /** Due before `today`. */
  overdue: boolean;
};

/**
 * The leak checks due between `from` and `to` (inclusive, `yyyy-MM-dd`) on the circuits of running jobs (not drafts,
 * not cancelled), of one installer's jobs when `installerId` is given: the calendar's month and day, the ICS feed's
 * window, the reminders' next days.
 *
 * The due day is computed on read (`leakCheckStateOf`, the logbook's own), never stored (ADR 0049), so SQL cannot
 * select by it; it selects the candidates instead. A circuit due on or after `from` was checked, repaired or
 * commissioned at most the longest interval (24 months) before it, so circuits whose last entry and commissioning are
 * older are never read, nor are decommissioned ones. How it scales: an installer's calendar reads their jobs through
 * `installations_installer_idx` and those jobs' circuits through `refrigerant_circuits_installation_idx` (a job has one
 * circuit per outdoor unit: one to three), then only the leak checks and repairs of those circuits
 * (`fgas_entries_circuit_idx`, about one a year each): a few hundred jobs make a few hundred circuits, computed in
 * milliseconds. The reminders' scan (no installer) reads every live circuit of the last two years, once an hour: one
 * row per outdoor unit installed, a table that grows by the installations, not by the days.
 */
export async function leakChecksDue(db: Db, { installerId, from, to, today }: { installerId?: number; from: string; to: string; today: string }) {
  const since = addMonths(from, -(LONGEST_LEAK_CHECK_INTERVAL_MONTHS + 1));
  const candidates: SQL[] = [
    notInArray(installations.code, ['DRAFT', 'CANCELLED']),
    sql`not exists (select 1 from fgas_entries d where d.circuit_id = ${refrigerantCircuits.id} and d.kind = 'decommissioning')`,
    sql`greatest(${refrigerantCircuits.commissionedOn}, (select max(l.on) from fgas_entries l where l.circuit_id = ${refrigerantCircuits.id})) >= ${since}::date`,
  ];
  if (installerId !== undefined) candidates.push(eq(installations.installerId, installerId));
  const where = and(...candidates);
  const [circuits, entries] = await Promise.all([
    db
      .select({ circuit: refrigerantCircuits, installerId: installations.installerId, clientId: installations.clientId })
      .from(refrigerantCircuits)
      .innerJoin(installations, eq(installations.id, refrigerantCircuits.installationId))
      .where(where)
      .orderBy(asc(refrigerantCircuits.id)),
    // Only what the next check reads: the checks and the repairs, oldest first as `entriesOf` orders them.
    db
      .select({ circuitId: fgasEntries.circuitId, kind: fgasEntries.kind, on: fgasEntries.on, details: fgasEntries.details })
      .from(fgasEntries)
      .innerJoin(refrigerantCircuits, eq(refrigerantCircuits.id, fgasEntries.circuitId))
      .innerJoin(installations, eq(installations.id, refrigerantCircuits.installationId))
      .where(and(where, inArray(fgasEntries.kind, ['leakCheck', 'repair'])))
      .orderBy(asc(fgasEntries.circuitId), asc(fgasEntries.on), asc(fgasEntries.id)),
  ]);
  const entriesOf = new Map<number, typeof entries>();
  for (const e of entries) entriesOf.set(e.circuitId, [...(entriesOf.get(e.circuitId) ?? []), e]);
  const due: LeakCheckDue[] = [];
  for (const { circuit, installerId: installer, clientId } of circuits) {
    const { chargeKg, next } = leakCheckStateOf(circuit, entriesOf.get(circuit.id) ?? []);
    if (!next || next.on < from || next.on > to) continue;
    due.push({
      circuitId: circuit.id,
      installationId: circuit.installationId,
      installerId: installer,
      clientId,
      refrigerant: circuit.refrigerant,
      refrigerantName: refrigerants[circuit.refrigerant].ashraeName,
      chargeKg,
      on: next.on,
      because: next.because,
      overdue: next.on < today,
    });
  }
  return due.sort((a, b) => a.on.localeCompare(b.on) || a.installationId - b.installationId || a.circuitId - b.circuitId);
}
