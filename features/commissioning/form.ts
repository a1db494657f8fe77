import {
  assessReport,
  displayUnits,
  fromSi,
  isFlagged,
  isUnitOf,
  measureKeys,
  measures,
  quantities,
  toSi,
  unitDecimals,
  type CommissioningBody,
  type Finding,
  type FindingKey,
  type MeasureKey,
  type MeasureUnit,
  type ModelSpec,
  type ReportValues,
} from '@/contracts/commissioning';
import type { UnitReport } from '@/contracts/commissioning-report';
import type { RefrigerantId } from '@/contracts/fgas';
import type { Lang } from '@/contracts/common';
import { typedNumber } from '@/lib/typed-number';

/** The form's sections, in the order an installer measures. */
export type GroupKey = 'pressureTest' | 'evacuation' | 'charge' | 'running' | 'water' | 'electrical';
export const groups: { key: GroupKey; measures: MeasureKey[] }[] = [
  { key: 'pressureTest', measures: ['pressureTest', 'pressureTestHold'] },
  { key: 'evacuation', measures: ['evacuationDepth', 'evacuationHold', 'evacuationRise'] },
  { key: 'charge', measures: ['factoryCharge', 'lineLength', 'chargeAdded'] },
  { key: 'running', measures: ['suctionPressure', 'dischargePressure', 'superheat', 'subcooling'] },
  { key: 'water', measures: ['supplyTemperature', 'returnTemperature'] },
  { key: 'electrical', measures: ['supplyVoltage', 'runningCurrent'] },
];

export type TypedValue = { text: string; unit: MeasureUnit };
export type ReportForm = { refrigerant: RefrigerantId; values: Record<MeasureKey, TypedValue>; comments: Partial<Record<FindingKey, string>> };

export const unitsOf = (key: MeasureKey) => Object.keys(quantities[measures[key].quantity].units) as MeasureUnit[];

/** A number as the reader writes it in a form (their decimal mark, no grouping). */
const written = (lang: Lang, value: number, unit: MeasureUnit) =>
  new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: unitDecimals[unit] }).format(value);

/** The form of a unit's report: its values in the reader's units, or blank with the model's factory charge and gas. */
export function formOf(unit: UnitReport, lang: Lang): ReportForm {
  const values = {} as Record<MeasureKey, TypedValue>;
  for (const key of measureKeys) {
    const { quantity } = measures[key];
    const unitShown = displayUnits[lang][quantity];
    const si = unit.report?.values[key] ?? (key === 'factoryCharge' ? (unit.spec?.factoryChargeKg ?? null) : null);
    values[key] = { text: si === null ? '' : written(lang, fromSi(quantity, si, unitShown), unitShown), unit: unitShown };
  }
  return { refrigerant: unit.report?.refrigerant ?? unit.spec?.refrigerant ?? 'R32', values, comments: { ...unit.report?.comments } };
}

/** The values the form holds in SI, a blank or unreadable one as null: what the live flags judge. */
export function siValuesOf(form: ReportForm): ReportValues {
  const values = {} as ReportValues;
  for (const key of measureKeys) {
    const { text, unit } = form.values[key];
    const value = typedNumber(text);
    values[key] = Number.isFinite(value) && isUnitOf(measures[key].quantity, unit) ? toSi(measures[key].quantity, value, unit) : null;
  }
  return values;
}

/** The form judged as it is typed, against the model (the API judges the same way when it is saved). */
export const findingsOf = (form: ReportForm, spec: ModelSpec | null): Record<FindingKey, Finding> =>
  assessReport({ refrigerant: form.refrigerant, values: siValuesOf(form) }, spec);

/** The body the API takes: each value with its unit (a blank optional one null), the comments on flagged values. */
export function bodyOf(form: ReportForm, findings: Record<FindingKey, Finding>): CommissioningBody {
  const body: Record<string, unknown> = { refrigerant: form.refrigerant };
  for (const key of measureKeys) {
    const { text, unit } = form.values[key];
    const optional = 'optional' in measures[key];
    body[key] = optional && text.trim() === '' ? null : { value: text.trim() === '' ? null : typedNumber(text), unit };
  }
  body.comments = Object.fromEntries(
    Object.entries(form.comments)
      .filter(([k, text]) => isFlagged(findings[k as FindingKey]) && text && text.trim() !== '')
      .map(([k, text]) => [k, text!.trim()]),
  );
  return body as CommissioningBody;
}
