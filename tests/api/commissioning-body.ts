import type { CommissioningBody, MeasureKey } from '../../contracts';

/** Values in range for SPEC: 12.5 m of line needs 0.1 kg more (0.07–0.13 allowed). */
export const commissioningBody = (values: Partial<Record<MeasureKey, unknown>> = {}, over: Partial<CommissioningBody> = {}): CommissioningBody =>
  ({
    refrigerant: 'R32',
    evacuationDepth: { value: 350, unit: 'micron' },
    evacuationHold: { value: 15, unit: 'min' },
    evacuationRise: { value: 200, unit: 'micron' },
    pressureTest: { value: 42, unit: 'bar' },
    pressureTestHold: { value: 30, unit: 'min' },
    factoryCharge: { value: 0.9, unit: 'kg' },
    chargeAdded: { value: 100, unit: 'g' },
    lineLength: { value: 12.5, unit: 'm' },
    suctionPressure: { value: 9.5, unit: 'bar' },
    dischargePressure: { value: 27, unit: 'bar' },
    superheat: { value: 6, unit: 'K' },
    subcooling: { value: 5, unit: 'K' },
    supplyTemperature: null,
    returnTemperature: null,
    supplyVoltage: { value: 228, unit: 'V' },
    runningCurrent: { value: 4.2, unit: 'A' },
    ...values,
    comments: {},
    ...over,
  }) as CommissioningBody;
