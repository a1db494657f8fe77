import { describe, expect, it } from 'vitest';
import type { ModelSpec } from '@/contracts/commissioning';
import { decodeValidationMessage } from '@/contracts/validation';
import { specBody, specFormValues, type SpecFormValues } from './model-spec-form';

/** The form of an outdoor model's data: typed in the reader's units (bar, min, g/m; microns in English), stored in SI. */
const SPEC: ModelSpec = {
  refrigerant: 'R32',
  factoryChargeKg: 0.75,
  includedPipeM: 7.5,
  additionalChargeKgPerM: 0.02,
  minPipeM: 1.5,
  maxPipeM: 20,
  ranges: { pressureTest: { min: 4.15e6 }, pressureTestHold: { min: 1800 }, evacuationDepth: { max: 67 }, runningCurrent: { max: 6.8 } },
};

const keysOf = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, decodeValidationMessage(message).key]));

describe('specFormValues', () => {
  it('shows stored SI values in the locale’s units, the additional charge in g/m, and unset bounds empty', () => {
    const uk = specFormValues(SPEC, 'uk');
    expect(uk.refrigerant).toBe('R32');
    expect(uk.figures).toEqual({ factoryChargeKg: '0.75', includedPipeM: '7.5', additionalChargeKgPerM: '20', minPipeM: '1.5', maxPipeM: '20' });
    expect(uk.ranges.pressureTest).toEqual({ min: '41.5', max: '' });
    expect(uk.ranges.pressureTestHold).toEqual({ min: '30', max: '' });
    expect(uk.ranges.evacuationDepth).toEqual({ min: '', max: '67' });
    expect(uk.ranges.runningCurrent).toEqual({ min: '', max: '6.8' });
    expect(uk.ranges.superheat).toEqual({ min: '', max: '' });
    // An English vacuum gauge reads microns.
    expect(specFormValues(SPEC, 'en').ranges.evacuationDepth.max).toBe('503');
  });

  it('leaves every field empty for a model without data', () => {
    const empty = specFormValues(null, 'pl');
    expect(empty.refrigerant).toBe('');
    expect(Object.values(empty.figures).every((text) => text === '')).toBe(true);
  });
});

describe('specBody', () => {
  const typed = (change: (v: SpecFormValues) => void, lang: 'uk' | 'en' | 'pl' = 'uk', saved: ModelSpec | null = null) => {
    const values = specFormValues(saved, lang);
    change(values);
    return specBody(values, lang, saved);
  };
  const fill = (v: SpecFormValues) => {
    v.refrigerant = 'R410A';
    v.figures = { factoryChargeKg: '1,3', includedPipeM: '5', additionalChargeKgPerM: '20', minPipeM: '3', maxPipeM: '30' };
  };

  it('converts what is typed (a comma or a point) to SI: bar to Pa, minutes to seconds, g/m to kg/m', () => {
    const { body } = typed((v) => {
      fill(v);
      v.ranges.pressureTest.min = '41,5';
      v.ranges.pressureTestHold.min = '10';
      v.ranges.supplyVoltage = { min: '198', max: '264' };
    });
    expect(body).toEqual({
      refrigerant: 'R410A',
      factoryChargeKg: 1.3,
      includedPipeM: 5,
      additionalChargeKgPerM: 0.02,
      minPipeM: 3,
      maxPipeM: 30,
      ranges: { pressureTest: { min: 4.15e6 }, pressureTestHold: { min: 600 }, supplyVoltage: { min: 198, max: 264 } },
    });
  });

  it('keeps the stored SI value of a field sent back as shown, though its unit rounds it', () => {
    const { body } = typed((v) => (v.figures.factoryChargeKg = '0.8'), 'en', SPEC);
    // 67 Pa is shown as 503 microns, which would be 67.06 Pa typed anew.
    expect(body).toEqual({ ...SPEC, factoryChargeKg: 0.8 });
    const retyped = typed((v) => (v.ranges.evacuationDepth.max = '500'), 'en', SPEC).body!;
    expect(retyped.ranges.evacuationDepth).toEqual({ max: 66.6612 });
  });

  it('clears a range whose bounds are both emptied', () => {
    const { body } = typed((v) => (v.ranges.runningCurrent = { min: '', max: '' }), 'uk', SPEC);
    expect(body!.ranges).not.toHaveProperty('runningCurrent');
  });

  it('names each field the form or the contract refuses, by its path', () => {
    expect(keysOf(typed(() => {}).errors!)).toEqual({
      refrigerant: 'required',
      factoryChargeKg: 'required',
      includedPipeM: 'required',
      additionalChargeKgPerM: 'required',
      minPipeM: 'required',
      maxPipeM: 'required',
    });
    const bad = typed((v) => {
      fill(v);
      v.figures.factoryChargeKg = '-1';
      v.ranges.superheat = { min: '12', max: '3' };
      v.ranges.subcooling.min = 'abc';
    }).errors!;
    expect(keysOf(bad)).toEqual({ 'ranges.subcooling.min': 'invalid' });
    const rules = typed((v) => {
      fill(v);
      v.figures.factoryChargeKg = '-1';
      v.ranges.superheat = { min: '12', max: '3' };
    }).errors!;
    expect(keysOf(rules)).toEqual({ factoryChargeKg: 'minValue', 'ranges.superheat.max': 'invalid' });
    expect(keysOf(typed((v) => (fill(v), (v.figures.minPipeM = '40'))).errors!)).toEqual({ maxPipeM: 'invalid' });
  });
});
