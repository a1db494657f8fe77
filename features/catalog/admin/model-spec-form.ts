import {
  displayUnits,
  fromSi,
  measures,
  modelRangeKeys,
  modelSpecSchema,
  rangeOf,
  toSi,
  type ModelRangeKey,
  type ModelSpec,
  type Quantity,
  type UnitOf,
} from '@/contracts/commissioning';
import type { Lang } from '@/contracts/common';
import type { RefrigerantId } from '@/contracts/fgas-refrigerants';
import { messageKey } from '@/contracts/validation';
import { typedNumber } from '@/lib/typed-number';

/**
 * The form of an outdoor model's data (contracts/commissioning.ts `modelSpecSchema`): every number typed as text in the
 * unit the reader knows (the locale's `displayUnits`; the additional charge in g/m as manuals give it), stored in SI.
 * A value shown and sent back unchanged keeps its stored SI value: a round trip through a rounded unit never moves it.
 */

/** The plain figures of a model, each with its quantity and the unit the form shows it in. */
const figures = {
  factoryChargeKg: { quantity: 'mass', unit: 'kg' },
  includedPipeM: { quantity: 'length', unit: 'm' },
  additionalChargeKgPerM: { quantity: 'mass', unit: 'g' },
  minPipeM: { quantity: 'length', unit: 'm' },
  maxPipeM: { quantity: 'length', unit: 'm' },
} as const satisfies Record<string, { quantity: Quantity; unit: string }>;
export type FigureKey = keyof typeof figures;
export const figureKeys = Object.keys(figures) as FigureKey[];

export type SpecFormValues = {
  refrigerant: RefrigerantId | '';
  figures: Record<FigureKey, string>;
  ranges: Record<ModelRangeKey, { min: string; max: string }>;
};

/** The unit a range is typed in for a locale (bar, min, K, V, A; Pa or microns for a vacuum). */
export const rangeUnit = (key: ModelRangeKey, lang: Lang) => {
  const quantity = measures[key].quantity;
  return displayUnits[lang][quantity] as UnitOf<typeof quantity>;
};
/** The unit a figure is typed in: kg, m, and g (per metre) for the additional charge. */
export const figureUnit = (key: FigureKey) => figures[key].unit;

const shown = (n: number) => String(n);

/** The form's text of stored data (empty fields for a model without data; an unset bound stays empty). */
export function specFormValues(spec: ModelSpec | null, lang: Lang): SpecFormValues {
  const figureText = (key: FigureKey) => (spec ? shown(fromSi(figures[key].quantity, spec[key], figures[key].unit)) : '');
  const ranges = Object.fromEntries(
    modelRangeKeys.map((key) => {
      const range = spec?.ranges[key];
      const text = (si: number | undefined) => (si === undefined ? '' : shown(fromSi(measures[key].quantity, si, rangeUnit(key, lang))));
      return [key, { min: text(range?.min), max: text(range?.max) }];
    }),
  ) as SpecFormValues['ranges'];
  return {
    refrigerant: spec?.refrigerant ?? '',
    figures: Object.fromEntries(figureKeys.map((key) => [key, figureText(key)])) as SpecFormValues['figures'],
    ranges,
  };
}

/** Form field names as the API's 422 names them (`ranges.pressureTest.max`), and the form's own errors (message keys). */
export type SpecFormErrors = Record<string, string>;

/**
 * The body of PUT …/models/{model}/spec from the form, or the form's errors by field (`ranges.superheat.max`), as
 * message keys: a required figure left empty, a text that is no number, then the contract's own rules (a negative
 * charge, a minimum above its maximum), which the API checks again (its 422 names only top-level fields).
 * `saved`: the stored data the form started from, whose SI values are kept for every text left as shown.
 */
export function specBody(
  values: SpecFormValues,
  lang: Lang,
  saved: ModelSpec | null,
): { body: ModelSpec; errors: null } | { body: null; errors: SpecFormErrors } {
  const errors: SpecFormErrors = {};
  const start = specFormValues(saved, lang);
  if (!values.refrigerant) errors.refrigerant = messageKey('required');
  const numberOf = (field: string, text: string, required: boolean): number | undefined => {
    if (text.trim() === '') {
      if (required) errors[field] = messageKey('required');
      return undefined;
    }
    const n = typedNumber(text);
    if (Number.isNaN(n)) {
      errors[field] = messageKey('invalid');
      return undefined;
    }
    return n;
  };
  const body = { refrigerant: values.refrigerant, ranges: {} } as ModelSpec;
  for (const key of figureKeys) {
    const n = numberOf(key, values.figures[key], true);
    if (n === undefined) continue;
    const unchanged = saved && values.figures[key].trim() === start.figures[key];
    body[key] = unchanged ? saved[key] : toSi(figures[key].quantity, n, figures[key].unit);
  }
  for (const key of modelRangeKeys) {
    const range: { min?: number; max?: number } = {};
    for (const bound of ['min', 'max'] as const) {
      const n = numberOf(`ranges.${key}.${bound}`, values.ranges[key][bound], false);
      if (n === undefined) continue;
      const stored = saved?.ranges[key]?.[bound];
      const unchanged = stored !== undefined && values.ranges[key][bound].trim() === start.ranges[key][bound];
      range[bound] = unchanged ? stored : toSi(measures[key].quantity, n, rangeUnit(key, lang));
    }
    if (range.min !== undefined || range.max !== undefined) body.ranges[key] = range;
  }
  if (Object.keys(errors).length) return { body: null, errors };
  const checked = modelSpecSchema.safeParse(body);
  if (checked.success) return { body: checked.data, errors: null };
  for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { body: null, errors };
}

/** The portal's own range of a measure (contracts/commissioning.ts `measures`), in the locale's unit, for the form's hint. */
export function defaultRange(key: ModelRangeKey, lang: Lang): { min?: number; max?: number } | null {
  // A model range key is judged by the portal's range when the model names none (`rangeOf` without a model).
  const range = rangeOf(key, null, { lineLength: null });
  if (!range) return null;
  const unit = rangeUnit(key, lang);
  const convert = (si: number | undefined) => (si === undefined ? undefined : fromSi(measures[key].quantity, si, unit));
  return { min: convert(range.min), max: convert(range.max) };
}
