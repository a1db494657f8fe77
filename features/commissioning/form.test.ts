import { describe, expect, it } from 'vitest';
import type { ModelSpec } from '@/contracts/commissioning';
import type { UnitReport } from '@/contracts/commissioning-report';
import { bodyOf, findingsOf, formOf } from './form';

const spec: ModelSpec = { refrigerant: 'R32', factoryChargeKg: 0.9, includedPipeM: 7.5, additionalChargeKgPerM: 0.02, minPipeM: 3, maxPipeM: 25, ranges: {} };
const unit = (report: UnitReport['report']): UnitReport => ({ serial: 'X1', productName: 'Split', model: 'M-1', spec, report, findings: null, pending: false });

describe('the commissioning form', () => {
  it('starts blank in the reader’s units with the model’s gas and factory charge, written with their decimal mark', () => {
    const pl = formOf(unit(null), 'pl');
    expect(pl.refrigerant).toBe('R32');
    expect(pl.values.factoryCharge).toEqual({ text: '0,9', unit: 'kg' });
    expect(pl.values.evacuationDepth).toEqual({ text: '', unit: 'Pa' });
    expect(formOf(unit(null), 'en').values.evacuationDepth.unit).toBe('micron');
  });

  it('shows a stored report in the reader’s units', () => {
    const values = { evacuationDepth: 46.6628, pressureTest: 4.2e6, evacuationHold: 900, supplyTemperature: 318.15 } as never;
    const en = formOf(unit({ refrigerant: 'R32', values, comments: {} }), 'en');
    expect(en.values.evacuationDepth.text).toBe('350');
    expect(en.values.pressureTest).toEqual({ text: '42', unit: 'bar' });
    expect(en.values.evacuationHold.text).toBe('15');
    expect(formOf(unit({ refrigerant: 'R32', values, comments: {} }), 'uk').values.supplyTemperature).toEqual({ text: '45', unit: 'celsius' });
  });

  it('sends typed numbers with their units, blank optional values as null, and comments only on flagged values', () => {
    const form = formOf(unit(null), 'uk');
    form.values.lineLength.text = '12,5';
    form.values.evacuationDepth = { text: '900', unit: 'micron' };
    form.comments = { evacuationDepth: ' Pump serviced ', superheat: 'not flagged' };
    const findings = findingsOf(form, spec);
    expect(findings.evacuationDepth.state).toBe('high');
    expect(findings.lineLength.state).toBe('ok');
    const body = bodyOf(form, findings) as unknown as Record<string, unknown>;
    expect(body.lineLength).toEqual({ value: 12.5, unit: 'm' });
    expect(body.supplyTemperature).toBeNull();
    expect(body.superheat).toEqual({ value: null, unit: 'K' });
    expect(body.comments).toEqual({ evacuationDepth: 'Pump serviced' });
  });
});
