import { z } from 'zod';
import type { Lang } from './common';
import { refrigerantIdSchema, type RefrigerantId } from './fgas-refrigerants';
import { messageKey, textSchema } from './validation';

/**
 * The commissioning report's rules (docs/decisions/0051-commissioning-report.md): what an installer measures when an
 * outdoor unit first starts, in which units it may be typed, the SI value it is stored as, and the range each value is
 * checked against: the outdoor model's own (the catalogue's model data) over the portal's defaults. A value out of
 * range is flagged and needs a comment; a *blocking* one withholds the extended guarantee. Both the form (live flags)
 * and the API (422 per field, the judgement at completion) read these functions.
 */

/** Each quantity's SI unit (stored) and the units it may be typed in: value × factor (+ offset) = SI. */
export const quantities = {
  /** Absolute pressure of a vacuum: pascal, or microns of mercury as vacuum gauges show (1 µmHg = 0.133322 Pa). */
  vacuum: { si: 'Pa', units: { Pa: { factor: 1 }, micron: { factor: 0.133322387 } } },
  /** Gauge pressure: bar as manifold gauges show, or megapascal as manufacturers' manuals give test pressures. */
  pressure: { si: 'Pa', units: { bar: { factor: 1e5 }, MPa: { factor: 1e6 } } },
  duration: { si: 's', units: { min: { factor: 60 }, h: { factor: 3600 } } },
  mass: { si: 'kg', units: { kg: { factor: 1 }, g: { factor: 0.001 } } },
  length: { si: 'm', units: { m: { factor: 1 } } },
  temperature: { si: 'K', units: { celsius: { factor: 1, offset: 273.15 } } },
  temperatureDifference: { si: 'K', units: { K: { factor: 1 } } },
  voltage: { si: 'V', units: { V: { factor: 1 } } },
  current: { si: 'A', units: { A: { factor: 1 } } },
} as const satisfies Record<string, { si: string; units: Record<string, { factor: number; offset?: number }> }>;
export type Quantity = keyof typeof quantities;
export type UnitOf<Q extends Quantity> = keyof (typeof quantities)[Q]['units'] & string;
export type MeasureUnit = { [Q in Quantity]: UnitOf<Q> }[Quantity];

/** The unit a reader sees a quantity in: the locale's (all three locales read °C and bar; English vacuum gauges read microns). */
const metric = {
  vacuum: 'Pa',
  pressure: 'bar',
  duration: 'min',
  mass: 'kg',
  length: 'm',
  temperature: 'celsius',
  temperatureDifference: 'K',
  voltage: 'V',
  current: 'A',
} as const satisfies { [Q in Quantity]: UnitOf<Q> };
export const displayUnits: Record<Lang, { [Q in Quantity]: UnitOf<Q> }> = { uk: metric, pl: metric, en: { ...metric, vacuum: 'micron' } };

/** Decimals a value is shown with in a unit: what the instrument reads. */
export const unitDecimals: Record<MeasureUnit, number> = {
  Pa: 0,
  micron: 0,
  bar: 1,
  MPa: 2,
  min: 0,
  h: 1,
  kg: 3,
  g: 0,
  m: 1,
  celsius: 1,
  K: 1,
  V: 0,
  A: 1,
};

const conversion = (quantity: Quantity, unit: string) =>
  (quantities[quantity].units as Record<string, { factor: number; offset?: number }>)[unit] as { factor: number; offset?: number } | undefined;

/** Whether `unit` is one a quantity may be typed in. */
export const isUnitOf = (quantity: Quantity, unit: string) => conversion(quantity, unit) !== undefined;

/** A typed value in SI, rounded to 6 significant digits (a conversion's float noise is not a measurement). */
export function toSi(quantity: Quantity, value: number, unit: string): number {
  const { factor, offset = 0 } = conversion(quantity, unit)!;
  return Number.parseFloat((value * factor + offset).toPrecision(6));
}

/** An SI value in `unit`, rounded to the unit's decimals. */
export function fromSi(quantity: Quantity, si: number, unit: string): number {
  const { factor, offset = 0 } = conversion(quantity, unit)!;
  const decimals = unitDecimals[unit as MeasureUnit] ?? 3;
  return Number(((si - offset) / factor).toFixed(decimals));
}

export type Range = { min?: number; max?: number };

type Measure = {
  quantity: Quantity;
  /** What no instrument on a working system can read, in SI: outside it the value is refused (422), not flagged. */
  physical: { min: number; max: number };
  /** The portal's range when the model gives none (SI); none: the value is recorded, not checked. */
  range?: Range;
  /** Out of range withholds the extended guarantee. */
  blocking: boolean;
  /** Only units with a water circuit (air-to-water heat pumps) have it. */
  optional?: boolean;
};

const ATMOSPHERE_PA = 101_325;
const WEEK_S = 7 * 24 * 3600;
const MAX_GAUGE_PA = 100e5;

/**
 * The measured values. The portal's ranges are the common practice in manufacturers' installation manuals for split and
 * heat-pump systems: evacuate below 500 microns (67 Pa) and hold it at least 10 minutes with a rise under 500 microns;
 * a nitrogen test held at least 10 minutes; superheat 3–12 K and subcooling 2–10 K at a stable run; a 3–8 K water
 * split; a single-phase supply within 230 V ± 10 % (EN 50160). A model's own data replaces any of them.
 */
export const measures = {
  evacuationDepth: { quantity: 'vacuum', physical: { min: 0, max: ATMOSPHERE_PA }, range: { max: 67 }, blocking: true },
  evacuationHold: { quantity: 'duration', physical: { min: 0, max: WEEK_S }, range: { min: 600 }, blocking: true },
  evacuationRise: { quantity: 'vacuum', physical: { min: 0, max: ATMOSPHERE_PA }, range: { max: 67 }, blocking: true },
  pressureTest: { quantity: 'pressure', physical: { min: 0, max: MAX_GAUGE_PA }, range: { min: 30e5 }, blocking: true },
  pressureTestHold: { quantity: 'duration', physical: { min: 0, max: WEEK_S }, range: { min: 600 }, blocking: true },
  factoryCharge: { quantity: 'mass', physical: { min: 0, max: 500 }, blocking: false },
  chargeAdded: { quantity: 'mass', physical: { min: 0, max: 500 }, blocking: true },
  lineLength: { quantity: 'length', physical: { min: 0, max: 300 }, blocking: true },
  suctionPressure: { quantity: 'pressure', physical: { min: 0, max: MAX_GAUGE_PA }, blocking: false },
  dischargePressure: { quantity: 'pressure', physical: { min: 0, max: MAX_GAUGE_PA }, blocking: false },
  superheat: { quantity: 'temperatureDifference', physical: { min: 0, max: 100 }, range: { min: 3, max: 12 }, blocking: false },
  subcooling: { quantity: 'temperatureDifference', physical: { min: 0, max: 100 }, range: { min: 2, max: 10 }, blocking: false },
  supplyTemperature: { quantity: 'temperature', physical: { min: 233.15, max: 373.15 }, blocking: false, optional: true },
  returnTemperature: { quantity: 'temperature', physical: { min: 233.15, max: 373.15 }, blocking: false, optional: true },
  supplyVoltage: { quantity: 'voltage', physical: { min: 1, max: 1000 }, range: { min: 207, max: 253 }, blocking: true },
  runningCurrent: { quantity: 'current', physical: { min: 0, max: 500 }, blocking: false },
} as const satisfies Record<string, Measure>;
export type MeasureKey = keyof typeof measures;
export const measureKeys = Object.keys(measures) as [MeasureKey, ...MeasureKey[]];

/** The water split (supply − return, either way round) is judged as a value of its own. */
const TEMPERATURE_SPLIT_RANGE: Range = { min: 3, max: 8 };
/** The charge added may differ from what the line needs by 10 % of it, and always by 30 g (a scale's and a cut's play). */
const CHARGE_TOLERANCE = { share: 0.1, kg: 0.03 };
/** A factory charge typed from the nameplate may differ from the catalogue's by 2 % (rounding on the plate). */
const FACTORY_CHARGE_TOLERANCE = 0.02;

/** Judged values beside the measures: the refrigerant (it must be the model's) and the water split. */
export type FindingKey = MeasureKey | 'refrigerant' | 'temperatureSplit';
export const findingKeys = [...measureKeys, 'refrigerant', 'temperatureSplit'] as [FindingKey, ...FindingKey[]];

// ---- The catalogue's data of an outdoor model -------------------------------------------------------------------

const siRangeSchema = z
  .object({ min: z.number().finite().optional(), max: z.number().finite().optional() })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, { path: ['max'], message: messageKey('invalid') });

/** What a model's manufacturer sets, SI: the ranges it names replace the portal's (only the measures a model can know). */
export const modelRangeKeys = [
  'pressureTest',
  'pressureTestHold',
  'evacuationDepth',
  'suctionPressure',
  'dischargePressure',
  'superheat',
  'subcooling',
  'supplyVoltage',
  'runningCurrent',
] as const;
export type ModelRangeKey = (typeof modelRangeKeys)[number];

export const modelSpecSchema = z
  .object({
    refrigerant: refrigerantIdSchema,
    factoryChargeKg: z.number().finite().min(0).max(500),
    /** Pipe length the factory charge covers, m. */
    includedPipeM: z.number().finite().min(0).max(300),
    /** Refrigerant the line needs per metre beyond the included length, kg/m (a manual's g/m ÷ 1000). */
    additionalChargeKgPerM: z.number().finite().min(0).max(1),
    minPipeM: z.number().finite().min(0).max(300),
    maxPipeM: z.number().finite().min(0).max(300),
    ranges: z.partialRecord(z.enum(modelRangeKeys), siRangeSchema).default({}),
  })
  .refine((s) => s.minPipeM <= s.maxPipeM, { path: ['maxPipeM'], message: messageKey('invalid') });
export type ModelSpec = z.infer<typeof modelSpecSchema>;

// ---- A report as typed, and as stored ----------------------------------------------------------------------------

export const measurementSchema = z.object({ value: z.number().finite(), unit: z.string().max(10) });
export type Measurement = z.infer<typeof measurementSchema>;

/** SI values as stored: null for an optional value left out. */
export type ReportValues = Record<MeasureKey, number | null>;
export type StoredReport = { refrigerant: RefrigerantId; values: ReportValues; comments: Partial<Record<FindingKey, string>> };

/** The range a measure is judged against: the model's, else the portal's; the line's own for the pipe and the charge. */
export function rangeOf(key: MeasureKey, spec: ModelSpec | null, values: Pick<ReportValues, 'lineLength'>): Range | null {
  if (key === 'lineLength') return spec ? { min: spec.minPipeM, max: spec.maxPipeM } : null;
  if (key === 'factoryCharge')
    return spec
      ? { min: round3(spec.factoryChargeKg * (1 - FACTORY_CHARGE_TOLERANCE)), max: round3(spec.factoryChargeKg * (1 + FACTORY_CHARGE_TOLERANCE)) }
      : null;
  if (key === 'chargeAdded') {
    if (!spec || values.lineLength === null) return null;
    const needed = requiredChargeKg(spec, values.lineLength);
    const play = Math.max(needed * CHARGE_TOLERANCE.share, CHARGE_TOLERANCE.kg);
    return { min: round3(Math.max(0, needed - play)), max: round3(needed + play) };
  }
  const own = spec?.ranges[key as ModelRangeKey];
  const range = own ?? (measures[key] as Measure).range;
  return range ? { ...range } : null;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The charge a line of `lengthM` needs beyond the factory charge (kg): the metres past the included length × the model's rate. */
export const requiredChargeKg = (spec: ModelSpec, lengthM: number) => round3(Math.max(0, lengthM - spec.includedPipeM) * spec.additionalChargeKgPerM);

export type FindingState = 'ok' | 'low' | 'high' | 'mismatch' | 'unchecked';
export type Finding = { state: FindingState; range: Range | null; blocking: boolean };

const judge = (value: number | null, range: Range | null): FindingState => {
  if (value === null || !range) return 'unchecked';
  if (range.min !== undefined && value < range.min - 1e-9) return 'low';
  if (range.max !== undefined && value > range.max + 1e-9) return 'high';
  return 'ok';
};

/** Every value of a report judged against its model (`spec` null: the portal's ranges only). */
export function assessReport(report: Pick<StoredReport, 'refrigerant' | 'values'>, spec: ModelSpec | null): Record<FindingKey, Finding> {
  const findings = {} as Record<FindingKey, Finding>;
  for (const key of measureKeys) {
    const range = rangeOf(key, spec, report.values);
    findings[key] = { state: judge(report.values[key], range), range, blocking: measures[key].blocking };
  }
  findings.refrigerant = { state: spec ? (spec.refrigerant === report.refrigerant ? 'ok' : 'mismatch') : 'unchecked', range: null, blocking: true };
  const { supplyTemperature: supply, returnTemperature: back } = report.values;
  findings.temperatureSplit = {
    state: judge(supply === null || back === null ? null : round3(Math.abs(supply - back)), TEMPERATURE_SPLIT_RANGE),
    range: TEMPERATURE_SPLIT_RANGE,
    blocking: false,
  };
  return findings;
}

export const isFlagged = (f: Finding) => f.state === 'low' || f.state === 'high' || f.state === 'mismatch';
/** Whether a report withholds the extended guarantee: a blocking value out of range. */
export const withholdsExtendedGuarantee = (findings: Record<FindingKey, Finding>) => findingKeys.some((k) => findings[k].blocking && isFlagged(findings[k]));

// ---- The body of PUT …/commissioning/{serial} -----------------------------------------------------------------

/**
 * A measured value as typed: a unit the quantity does not have, or a value no instrument reads on a working system
 * (negative, beyond the atmosphere, a slipped decimal), is refused on the value's own field.
 */
const measurementOf = (key: MeasureKey) =>
  measurementSchema.superRefine((m, ctx) => {
    const { quantity, physical } = measures[key];
    if (!isUnitOf(quantity, m.unit)) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: messageKey('unitInvalid') });
      return;
    }
    const si = toSi(quantity, m.value, m.unit);
    if (si < physical.min || si > physical.max) {
      const [min, max] = [fromSi(quantity, physical.min, m.unit), fromSi(quantity, physical.max, m.unit)];
      ctx.addIssue({ code: 'custom', path: ['value'], message: messageKey('measureImpossible', { min, max }) });
    }
  });

const valuesShape = Object.fromEntries(
  measureKeys.map((key) => [key, (measures[key] as Measure).optional ? measurementOf(key).nullable() : measurementOf(key)]),
) as Record<MeasureKey, ReturnType<typeof measurementOf>>;

const commentSchema = textSchema().trim().min(3).max(500);

/**
 * A report as typed: the refrigerant, each value with its unit (one field per value), the comments by value. The
 * supply and return temperatures come as a pair; a comment on every flagged value is the API's check (it knows the model).
 */
export const commissioningBodySchema = z
  .object({
    refrigerant: refrigerantIdSchema,
    ...valuesShape,
    comments: z.partialRecord(z.enum(findingKeys), commentSchema).default({}),
  })
  .superRefine(
    (body, ctx) => {
      if ((body.supplyTemperature === null) !== (body.returnTemperature === null)) {
        const missing = body.supplyTemperature === null ? 'supplyTemperature' : 'returnTemperature';
        ctx.addIssue({ code: 'custom', path: [missing], message: messageKey('required') });
      }
    },
    // Told beside the other fields' issues, not after they are mended (it reads only whether the two are null).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type CommissioningBody = z.input<typeof commissioningBodySchema>;

/** The stored report of a valid body: its values in SI. */
export function storedReportOf(body: z.infer<typeof commissioningBodySchema>): StoredReport {
  const values = {} as ReportValues;
  for (const key of measureKeys) {
    const m = body[key] as Measurement | null;
    values[key] = m ? toSi(measures[key].quantity, m.value, m.unit) : null;
  }
  return { refrigerant: body.refrigerant, values, comments: body.comments };
}

/** The flagged values of a report that carry no comment: each is a 422 on `comments.{key}`. */
export const uncommented = (findings: Record<FindingKey, Finding>, comments: StoredReport['comments']) =>
  findingKeys.filter((k) => isFlagged(findings[k]) && !comments[k]);

// ---- Values as a reader sees them ----------------------------------------------------------------------------------

/** A unit's label in the reader's language (messages `units`). */
export type UnitLabel = (unit: MeasureUnit) => string;

/** An SI value in the reader's unit and number format, with the unit's label ("0,7 бар", "350 microns"). */
export function formatMeasure(lang: Lang, quantity: Quantity, si: number, unitLabel: UnitLabel): string {
  const unit = displayUnits[lang][quantity];
  const decimals = unitDecimals[unit];
  const number = new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(fromSi(quantity, si, unit));
  return `${number} ${unitLabel(unit)}`;
}

/** A range in the reader's units: "≥ 10 min", "≤ 67 Pa", "3.0–12.0 K"; null without one. */
export function formatRange(lang: Lang, quantity: Quantity, range: Range | null, unitLabel: UnitLabel): string | null {
  if (!range || (range.min === undefined && range.max === undefined)) return null;
  const value = (si: number) => formatMeasure(lang, quantity, si, unitLabel);
  if (range.min !== undefined && range.max !== undefined) return `${value(range.min)} – ${value(range.max)}`;
  return range.min !== undefined ? `≥ ${value(range.min)}` : `≤ ${value(range.max!)}`;
}

/** What a finding is measured in: the measure's quantity; the water split is a temperature difference. */
const quantityOfFinding = (key: FindingKey): Quantity | null =>
  key === 'refrigerant' ? null : key === 'temperatureSplit' ? 'temperatureDifference' : measures[key].quantity;

/**
 * A judged value of a report as the reader reads it (the refrigerant's name, the water split as a difference, a measure
 * in the locale's unit), and what it was judged against; null for a value not given.
 */
export function formatFinding(
  lang: Lang,
  key: FindingKey,
  report: Pick<StoredReport, 'refrigerant' | 'values'>,
  finding: Finding,
  spec: ModelSpec | null,
  unitLabel: UnitLabel,
): { value: string | null; range: string | null } {
  if (key === 'refrigerant') return { value: report.refrigerant, range: spec?.refrigerant ?? null };
  const quantity = quantityOfFinding(key)!;
  const range = formatRange(lang, quantity, finding.range, unitLabel);
  if (key === 'temperatureSplit') {
    const { supplyTemperature: supply, returnTemperature: back } = report.values;
    return { value: supply === null || back === null ? null : formatMeasure(lang, quantity, Math.abs(supply - back), unitLabel), range };
  }
  const si = report.values[key];
  return { value: si === null ? null : formatMeasure(lang, quantity, si, unitLabel), range };
}
