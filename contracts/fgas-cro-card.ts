import type { FgasEntryKind, RefrigerantCircuit } from './fgas-entries';

/**
 * The equipment card ("Karta Urządzenia") of Poland's Centralny Rejestr Operatorów, which the export of a circuit
 * follows (PDF and CSV), and where each of its fields comes from (docs/decisions/0048-fgas-rules.md). The four fields
 * marked `since2024` are those CRO added on 20 March 2024 for Regulation (EU) 2024/573 (cro.ichp.pl); the others follow
 * Article 7's records, as the card's official form (Minister of the Environment, 14 January 2016) was not read.
 */
export type CroCardSource =
  /** A field of the circuit itself. */
  | { from: 'circuit'; field: keyof RefrigerantCircuit }
  /** Worked out from the circuit: its charge (factory + installation), that charge in t CO2e, the next check due. */
  | { from: 'derived'; value: 'chargeKg' | 'co2eTonnes' | 'nextCheckDue' }
  /** The installation the circuit belongs to: its client (the operator), address, outdoor unit, installer. */
  | { from: 'installation'; field: 'operator' | 'address' | 'outdoorUnit' | 'installer' }
  /** Every logbook entry of a kind, in order, with the writer's certificate number. */
  | { from: 'entries'; kind: FgasEntryKind };

export type CroCardField = { key: string; source: CroCardSource; since2024?: true };

export const croCardFields = [
  { key: 'operator', source: { from: 'installation', field: 'operator' } },
  { key: 'equipmentAddress', source: { from: 'installation', field: 'address' } },
  { key: 'equipment', source: { from: 'installation', field: 'outdoorUnit' } },
  { key: 'installedBy', source: { from: 'installation', field: 'installer' } },
  { key: 'commissionedOn', source: { from: 'circuit', field: 'commissionedOn' } },
  { key: 'refrigerant', source: { from: 'circuit', field: 'refrigerant' } },
  { key: 'chargeKg', source: { from: 'derived', value: 'chargeKg' } },
  { key: 'chargeCo2eTonnes', source: { from: 'derived', value: 'co2eTonnes' } },
  { key: 'chargeAsDeliveredKg', source: { from: 'circuit', field: 'factoryChargeKg' }, since2024: true },
  { key: 'chargeAddedAtInstallationKg', source: { from: 'circuit', field: 'installationChargeKg' }, since2024: true },
  { key: 'hermeticallySealed', source: { from: 'circuit', field: 'hermeticallySealed' }, since2024: true },
  { key: 'residentialBuilding', source: { from: 'circuit', field: 'residentialBuilding' }, since2024: true },
  { key: 'leakDetectionSystem', source: { from: 'circuit', field: 'leakDetectionSystem' } },
  { key: 'nextLeakCheckDue', source: { from: 'derived', value: 'nextCheckDue' } },
  { key: 'leakChecks', source: { from: 'entries', kind: 'leakCheck' } },
  { key: 'repairs', source: { from: 'entries', kind: 'repair' } },
  { key: 'refrigerantAdded', source: { from: 'entries', kind: 'refrigerantAdded' } },
  { key: 'refrigerantRecovered', source: { from: 'entries', kind: 'refrigerantRecovered' } },
  { key: 'decommissioning', source: { from: 'entries', kind: 'decommissioning' } },
] as const satisfies readonly CroCardField[];
