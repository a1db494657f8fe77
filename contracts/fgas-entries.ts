import { z } from 'zod';
import { isoDate } from './installations';
import { refrigerantIdSchema } from './fgas-refrigerants';
import { messageKey, textSchema } from './validation';

/**
 * A refrigerant circuit (an outdoor unit and what it serves) and the logbook entries written on it: Regulation (EU)
 * 2024/573 Article 7's records (docs/decisions/0048-fgas-rules.md). Masses are kg. Entries are appended, never changed;
 * that a day is not in the future is checked by the API on its clock, as for maintenance visits.
 */

/**
 * The most refrigerant one circuit holds, kg. A split or multi-split holds 0.5–5 kg and a large VRF system up to
 * about 100; 500 leaves room for a chiller's circuit while a slipped decimal (1500 for 1.500) is refused.
 */
export const MAX_CIRCUIT_CHARGE_KG = 500;

/** Grams are what a charging scale shows: a mass with more decimals is a typing slip or float noise. */
const wholeGrams = (kg: number) => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6;
const kilograms = () =>
  z
    .number()
    .max(MAX_CIRCUIT_CHARGE_KG)
    .refine(wholeGrams, { message: messageKey('invalid') });
const positiveKilograms = () => kilograms().positive();

const note = () => textSchema().trim().max(2000);
/** A company or facility named in a record: who recycled, reclaimed or destroyed a gas, or supplied a recycled one. */
export const fgasPartySchema = z.object({
  name: textSchema().trim().min(1).max(200),
  address: textSchema().trim().min(1).max(300),
  certificateNumber: textSchema().trim().min(1).max(50).nullable(),
});

export const refrigerantCircuitSchema = z
  .object({
    refrigerant: refrigerantIdSchema,
    /** What the equipment held when delivered to site (CRO card field since 2024). */
    factoryChargeKg: kilograms().nonnegative(),
    /** What was added at installation, 0 when nothing (CRO card field since 2024). */
    installationChargeKg: kilograms().nonnegative(),
    /** Labelled by its manufacturer as hermetically sealed (Article 5's exemption; CRO card field since 2024). */
    hermeticallySealed: z.boolean(),
    /** Whether the equipment stands in a residential building (CRO card field since 2024). */
    residentialBuilding: z.boolean(),
    /** A leak detection system is installed (Article 6): it doubles the leak check interval. */
    leakDetectionSystem: z.boolean(),
    commissionedOn: isoDate,
  })
  .superRefine((circuit, ctx) => {
    const total = circuitChargeKg(circuit);
    if (total <= 0 || total > MAX_CIRCUIT_CHARGE_KG) ctx.addIssue({ code: 'custom', path: ['installationChargeKg'], message: messageKey('invalid') });
  });
export type RefrigerantCircuit = z.infer<typeof refrigerantCircuitSchema>;

/** The quantity the equipment contains, which the leak check thresholds read. */
export const circuitChargeKg = ({ factoryChargeKg, installationChargeKg }: Pick<RefrigerantCircuit, 'factoryChargeKg' | 'installationChargeKg'>) =>
  Math.round((factoryChargeKg + installationChargeKg) * 1000) / 1000;

export const leakCheckResults = ['noLeakFound', 'leakFound'] as const;
export const refrigerantOrigins = ['virgin', 'recycled', 'reclaimed'] as const;
export const recoveredRefrigerantFates = ['recycled', 'reclaimed', 'destroyed'] as const;

const entry = { on: isoDate, note: note().nullish() };

export const leakCheckEntrySchema = z.object({ kind: z.literal('leakCheck'), ...entry, result: z.enum(leakCheckResults) });
export const repairEntrySchema = z.object({ kind: z.literal('repair'), ...entry, description: note().min(1) });
/** Article 7's records: added at servicing or after a leak; a recycled or reclaimed gas names the facility it came from. */
export const refrigerantAddedEntrySchema = z
  .object({
    kind: z.literal('refrigerantAdded'),
    ...entry,
    kg: positiveKilograms(),
    dueToLeakage: z.boolean(),
    origin: z.enum(refrigerantOrigins),
    supplier: fgasPartySchema.nullable(),
  })
  .refine((added) => added.origin === 'virgin' || added.supplier !== null, { path: ['supplier'], message: messageKey('required') });
/** Article 7's records: what was recovered and who recycles, reclaims or destroys it. */
export const refrigerantRecoveredEntrySchema = z.object({
  kind: z.literal('refrigerantRecovered'),
  ...entry,
  kg: positiveKilograms(),
  fate: z.enum(recoveredRefrigerantFates),
  handledBy: fgasPartySchema,
});
/** Article 7's records: the measures taken to recover and dispose of the gas (the recovery itself is its own entry). */
export const decommissioningEntrySchema = z.object({ kind: z.literal('decommissioning'), ...entry, measures: note().min(1) });

export const fgasEntrySchema = z.discriminatedUnion('kind', [
  leakCheckEntrySchema,
  repairEntrySchema,
  refrigerantAddedEntrySchema,
  refrigerantRecoveredEntrySchema,
  decommissioningEntrySchema,
]);
export type FgasEntry = z.infer<typeof fgasEntrySchema>;
export type FgasEntryKind = FgasEntry['kind'];
export const fgasEntryKinds = fgasEntrySchema.options.map((option) => option.shape.kind.value);
