import {
  co2eTonnes,
  entryRefusal,
  gwpOf,
  isFluorinated,
  leakCheckRule,
  mayWriteEntries,
  nextCheckDue,
  type CircuitView,
  type FgasCertificate,
  type FgasEntryView,
  type LastLeakCheck,
  type RefrigerantCircuit,
} from '../../../../contracts';
import { fullName } from '../../lib/names';
import type { CertificateRow, CircuitRow, CircuitWithUnit, EntryRow, EntryWithAuthor } from './queries';

export const kgOf = (grams: number) => grams / 1000;
export const gramsOf = (kg: number) => Math.round(kg * 1000);

/** The rules' circuit (contracts/fgas-entries.ts) of a stored one. */
export const ruleCircuitOf = (c: CircuitRow): RefrigerantCircuit => ({
  refrigerant: c.refrigerant,
  factoryChargeKg: kgOf(c.factoryChargeGrams),
  installationChargeKg: kgOf(c.installationChargeGrams),
  hermeticallySealed: c.hermeticallySealed,
  residentialBuilding: c.residentialBuilding,
  leakDetectionSystem: c.leakDetectionSystem,
  commissionedOn: c.commissionedOn,
});

export const certificateOfRow = (row: CertificateRow): FgasCertificate => ({
  number: row.number,
  category: row.category,
  issuer: row.issuer,
  expiresOn: row.expiresOn,
});

/** Who is asking, for the logbook's write checks: the job's installer or not, and their certificate. */
export type Writer = { isJobInstaller: boolean; certificate: CertificateRow | undefined };

/** Why `writer` may not add to this circuit today (the most restrictive entry they could write: a leak check), or null. */
export function writeRefusalOf(writer: Writer, circuit: CircuitRow | null, decommissioned: boolean, today: string): CircuitView['writeRefusal'] {
  if (!writer.isJobInstaller) return 'notInstaller';
  if (!writer.certificate) return 'noCertificate';
  if (decommissioned) return 'decommissioned';
  const certificate = certificateOfRow(writer.certificate);
  if (!circuit) return mayWriteEntries(certificate, today) ? null : 'certificateExpired';
  return entryRefusal(certificate, 'leakCheck', ruleCircuitOf(circuit), today);
}

function presentEntry({ entry: e, author }: EntryWithAuthor): FgasEntryView {
  const d = e.details as Record<string, unknown>;
  const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : null);
  return {
    id: e.id,
    kind: e.kind,
    on: e.on,
    note: text('note'),
    result: (text('result') as FgasEntryView['result']) ?? null,
    description: text('description'),
    measures: text('measures'),
    kg: typeof d.grams === 'number' ? kgOf(d.grams) : null,
    dueToLeakage: typeof d.dueToLeakage === 'boolean' ? d.dueToLeakage : null,
    origin: (text('origin') as FgasEntryView['origin']) ?? null,
    fate: (text('fate') as FgasEntryView['fate']) ?? null,
    party: (d.party as FgasEntryView['party']) ?? null,
    author: { fullName: fullName(author), certificateNumber: e.certificateNumber, certificateCategory: e.certificateCategory },
    createdAt: e.createdAt.toISOString(),
  };
}

/**
 * The circuit's leak check rule, whether it is decommissioned, and its next check due (a repair not yet verified by a
 * clean check brings it forward to a month; null when none is required or it is decommissioned), from its own entries
 * oldest first (the order `entriesOf` reads). The logbook, the calendar, the ICS feed and the reminders all read it.
 */
export function leakCheckStateOf(circuit: CircuitRow, own: Pick<EntryRow, 'kind' | 'on' | 'details'>[]) {
  const chargeKg = kgOf(circuit.factoryChargeGrams + circuit.installationChargeGrams);
  const rule = leakCheckRule({ ...ruleCircuitOf(circuit), chargeKg });
  const decommissioned = own.some((e) => e.kind === 'decommissioning');
  const lastCheckRow = own.filter((e) => e.kind === 'leakCheck').at(-1);
  // Before any check the commissioning's tightness test stands in for one.
  const lastCheck: LastLeakCheck = lastCheckRow
    ? { on: lastCheckRow.on, leakFound: (lastCheckRow.details as { result?: string }).result === 'leakFound' }
    : { on: circuit.commissionedOn, leakFound: false };
  const lastRepair = own.filter((e) => e.kind === 'repair').at(-1);
  const next = decommissioned ? null : nextCheckDue(lastCheck, rule, lastRepair ? { on: lastRepair.on } : undefined);
  return { chargeKg, rule, decommissioned, next };
}

/**
 * A circuit as the logbook shows it: the rule and why, the next check (`leakCheckStateOf`), the entries, and whether
 * the viewer may write.
 */
export function presentCircuit({ circuit, unit }: CircuitWithUnit, entries: EntryWithAuthor[], writer: Writer, today: string): CircuitView {
  const rules = ruleCircuitOf(circuit);
  const own = entries.filter((e) => e.entry.circuitId === circuit.id);
  const { chargeKg, rule, decommissioned, next } = leakCheckStateOf(
    circuit,
    own.map((e) => e.entry),
  );
  return {
    id: circuit.id,
    unit: unit?.id ? { id: unit.id, serial: unit.serial!, model: unit.model } : null,
    refrigerant: { id: circuit.refrigerant, gwp: gwpOf(circuit.refrigerant), fluorinated: isFluorinated(circuit.refrigerant) },
    factoryChargeKg: rules.factoryChargeKg,
    installationChargeKg: rules.installationChargeKg,
    chargeKg,
    co2eTonnes: co2eTonnes(circuit.refrigerant, chargeKg),
    hermeticallySealed: circuit.hermeticallySealed,
    residentialBuilding: circuit.residentialBuilding,
    leakDetectionSystem: circuit.leakDetectionSystem,
    commissionedOn: circuit.commissionedOn,
    rule,
    nextCheck: next && { ...next, overdue: next.on < today },
    decommissioned,
    entries: own.map(presentEntry).reverse(),
    writeRefusal: writeRefusalOf(writer, circuit, decommissioned, today),
  };
}
