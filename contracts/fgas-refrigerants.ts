import { z } from 'zod';

/**
 * The refrigerants installers pick and what Regulation (EU) 2024/573 makes of them (docs/decisions/0048-fgas-rules.md):
 * a blend's GWP is computed from its components' mass fractions (Annex VI), never typed in, so one table of pure
 * substances holds every number the rules read.
 */

/**
 * Where 2024/573 lists a substance: Annex I (HFCs: leak checks by t CO2e), Annex II section 1 (unsaturated HFCs and
 * HCFCs, "HFOs": leak checks by kg), or nowhere (natural refrigerants: no F-gas logbook).
 */
export const fgasClasses = ['annexI', 'annexIISection1', 'notFluorinated'] as const;
export type FgasClass = (typeof fgasClasses)[number];

type Substance = { gwp: number; fgasClass: FgasClass; source: string };

/**
 * GWP (100 years) of the pure substances as 2024/573 lists them. Its Annex I keeps the HFCs at the IPCC's Fourth
 * Assessment Report (AR4) values of 517/2014 and of the Kigali Amendment, adding 20-year values for information only
 * (ADR 0048: read in EU Monitor's copy of the annex, not in the Official Journal). The HFOs' and propane's values are
 * believed to be AR6's but were not read: no rule here depends on them beyond a blend's last decimal.
 */
export const substances = {
  'R-32': { gwp: 675, fgasClass: 'annexI', source: '2024/573 Annex I section 1, HFC-32 (AR4)' },
  'R-125': { gwp: 3500, fgasClass: 'annexI', source: '2024/573 Annex I section 1, HFC-125 (AR4)' },
  'R-134a': { gwp: 1430, fgasClass: 'annexI', source: '2024/573 Annex I section 1, HFC-134a (AR4)' },
  'R-143a': { gwp: 4470, fgasClass: 'annexI', source: '2024/573 Annex I section 1, HFC-143a (AR4)' },
  'R-1234yf': { gwp: 0.501, fgasClass: 'annexIISection1', source: '2024/573 Annex II section 1, HFO-1234yf (AR6, unverified; 517/2014: 4)' },
  'R-1234ze(E)': { gwp: 1.37, fgasClass: 'annexIISection1', source: '2024/573 Annex II section 1, HFO-1234ze(E) (AR6, unverified; 517/2014: 7)' },
  // Not fluorinated, so 2024/573 sets it no leak checks and no logbook.
  'R-290': { gwp: 0.02, fgasClass: 'notFluorinated', source: 'propane, 2024/573 Annex VI (AR6, unverified; 517/2014: 3)' },
  'R-744': { gwp: 1, fgasClass: 'notFluorinated', source: 'carbon dioxide, the reference of every GWP' },
} as const satisfies Record<string, Substance>;
export type SubstanceName = keyof typeof substances;

export type Component = { substance: SubstanceName; massFraction: number };
type RefrigerantDefinition = { ashraeName: string; components: readonly Component[]; source: string };

const pure = (substance: SubstanceName): readonly Component[] => [{ substance, massFraction: 1 }];

/** Blends' mass fractions are the ASHRAE Standard 34 designations' nominal compositions. */
export const refrigerants = {
  R32: { ashraeName: 'R-32', components: pure('R-32'), source: 'pure HFC-32' },
  R410A: {
    ashraeName: 'R-410A',
    components: [
      { substance: 'R-32', massFraction: 0.5 },
      { substance: 'R-125', massFraction: 0.5 },
    ],
    source: 'ASHRAE 34: R-32/125 (50/50)',
  },
  R407C: {
    ashraeName: 'R-407C',
    components: [
      { substance: 'R-32', massFraction: 0.23 },
      { substance: 'R-125', massFraction: 0.25 },
      { substance: 'R-134a', massFraction: 0.52 },
    ],
    source: 'ASHRAE 34: R-32/125/134a (23/25/52)',
  },
  R404A: {
    ashraeName: 'R-404A',
    components: [
      { substance: 'R-125', massFraction: 0.44 },
      { substance: 'R-143a', massFraction: 0.52 },
      { substance: 'R-134a', massFraction: 0.04 },
    ],
    source: 'ASHRAE 34: R-125/143a/134a (44/52/4)',
  },
  R134A: { ashraeName: 'R-134a', components: pure('R-134a'), source: 'pure HFC-134a' },
  R1234YF: { ashraeName: 'R-1234yf', components: pure('R-1234yf'), source: 'pure HFO-1234yf' },
  R1234ZE: { ashraeName: 'R-1234ze(E)', components: pure('R-1234ze(E)'), source: 'pure HFO-1234ze(E)' },
  R454B: {
    ashraeName: 'R-454B',
    components: [
      { substance: 'R-32', massFraction: 0.689 },
      { substance: 'R-1234yf', massFraction: 0.311 },
    ],
    source: 'ASHRAE 34: R-32/1234yf (68.9/31.1)',
  },
  R452B: {
    ashraeName: 'R-452B',
    components: [
      { substance: 'R-32', massFraction: 0.67 },
      { substance: 'R-125', massFraction: 0.07 },
      { substance: 'R-1234yf', massFraction: 0.26 },
    ],
    source: 'ASHRAE 34: R-32/125/1234yf (67/7/26)',
  },
  R513A: {
    ashraeName: 'R-513A',
    components: [
      { substance: 'R-1234yf', massFraction: 0.56 },
      { substance: 'R-134a', massFraction: 0.44 },
    ],
    source: 'ASHRAE 34: R-1234yf/134a (56/44)',
  },
  // Propane is no F-gas (outside 2024/573's leak checks and logbook), but installers fit it: a circuit may name it.
  R290: { ashraeName: 'R-290', components: pure('R-290'), source: 'propane (hydrocarbon)' },
  R744: { ashraeName: 'R-744', components: pure('R-744'), source: 'carbon dioxide' },
} as const satisfies Record<string, RefrigerantDefinition>;
export type RefrigerantId = keyof typeof refrigerants;

export const refrigerantIds = Object.keys(refrigerants) as [RefrigerantId, ...RefrigerantId[]];
export const refrigerantIdSchema = z.enum(refrigerantIds);

/**
 * Annex VI's weighted average: Σ (mass fraction × GWP). Its formula has no rounding step, so none is applied here:
 * R-410A is 2087.5, where labels and tables print 2088.
 */
export const blendGwp = (components: readonly Component[], gwpOf: (substance: SubstanceName) => number) =>
  components.reduce((sum, { substance, massFraction }) => sum + massFraction * gwpOf(substance), 0);

export const gwpOf = (refrigerant: RefrigerantId) => blendGwp(refrigerants[refrigerant].components, (substance) => substances[substance].gwp);

/** A blend with any Annex I component follows Annex I (t CO2e); one of HFOs alone follows Annex II section 1 (kg). */
export const fgasClassOf = (refrigerant: RefrigerantId): FgasClass => {
  const classes = refrigerants[refrigerant].components.map(({ substance }) => substances[substance].fgasClass as FgasClass);
  return classes.includes('annexI') ? 'annexI' : classes.includes('annexIISection1') ? 'annexIISection1' : 'notFluorinated';
};

export const isFluorinated = (refrigerant: RefrigerantId) => fgasClassOf(refrigerant) !== 'notFluorinated';

/** Tonnes CO2e of a charge (kg × GWP / 1000), to the gram of CO2e so that a threshold is met exactly, not by float noise. */
export const co2eTonnes = (refrigerant: RefrigerantId, chargeKg: number) => Math.round(chargeKg * gwpOf(refrigerant) * 1000) / 1_000_000;
