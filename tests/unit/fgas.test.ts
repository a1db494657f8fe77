import { describe, expect, it } from 'vitest';
import {
  addMonths,
  blendGwp,
  circuitChargeKg,
  co2eTonnes,
  croCardFields,
  entryRefusal,
  fgasCertificateSchema,
  fgasClassOf,
  fgasEntryKinds,
  fgasEntrySchema,
  gwpOf,
  isFluorinated,
  leakCheckRule,
  LONGEST_LEAK_CHECK_INTERVAL_MONTHS,
  mayWriteEntries,
  nextCheckDue,
  refrigerantCircuitSchema,
  refrigerantIds,
  refrigerants,
  substances,
  type RefrigerantId,
} from '@/contracts/fgas';

/** The F-gas logbook's rules (docs/decisions/0048-fgas-rules.md). */

/** A circuit of `refrigerant` holding exactly `tonnes` t CO2e. */
const chargeFor = (refrigerant: RefrigerantId, tonnes: number) => (tonnes * 1000) / gwpOf(refrigerant);
const rule = (refrigerant: RefrigerantId, chargeKg: number, options: { hermeticallySealed?: boolean; leakDetectionSystem?: boolean } = {}) =>
  leakCheckRule({ refrigerant, chargeKg, hermeticallySealed: false, leakDetectionSystem: false, ...options });
const interval = (refrigerant: RefrigerantId, chargeKg: number, options?: Parameters<typeof rule>[2]) => rule(refrigerant, chargeKg, options).intervalMonths;

describe('the refrigerant table', () => {
  it("every blend's mass fractions add up to one", () => {
    for (const id of refrigerantIds) {
      expect(refrigerants[id].components.reduce((sum, { massFraction }) => sum + massFraction, 0)).toBeCloseTo(1, 10);
    }
  });

  it("computes each GWP from the components: the HFC blends give the figures every label carries, to the label's rounding", () => {
    expect([gwpOf('R32'), gwpOf('R134A'), gwpOf('R1234YF'), gwpOf('R1234ZE'), gwpOf('R744')]).toEqual([675, 1430, 0.501, 1.37, 1]);
    expect(gwpOf('R410A')).toBe(2087.5);
    const rounded = (id: RefrigerantId) => Math.round(gwpOf(id));
    expect({ R410A: rounded('R410A'), R407C: rounded('R407C'), R404A: rounded('R404A') }).toEqual({ R410A: 2088, R407C: 1774, R404A: 3922 });
    // With HFO-1234yf at AR6's 0.501 instead of 517/2014's 4, the HFC/HFO blends come out one or two below their labels.
    expect({ R454B: rounded('R454B'), R452B: rounded('R452B'), R513A: rounded('R513A') }).toEqual({ R454B: 465, R452B: 697, R513A: 629 });
  });

  it("with 517/2014's 4 for HFO-1234yf the HFC/HFO blends give their labels' figures, so their compositions are right", () => {
    const under517 = (id: RefrigerantId) =>
      Math.round(blendGwp(refrigerants[id].components, (substance) => (substance === 'R-1234yf' ? 4 : substances[substance].gwp)));
    expect(['R454B', 'R452B', 'R513A'].map((id) => under517(id as RefrigerantId))).toEqual([466, 698, 631]);
  });

  it('classes a blend with any HFC under Annex I, HFOs alone under Annex II section 1, and natural refrigerants outside', () => {
    expect(fgasClassOf('R410A')).toBe('annexI');
    expect(fgasClassOf('R454B')).toBe('annexI');
    expect(fgasClassOf('R513A')).toBe('annexI');
    expect(fgasClassOf('R1234YF')).toBe('annexIISection1');
    expect(fgasClassOf('R1234ZE')).toBe('annexIISection1');
    expect(fgasClassOf('R290')).toBe('notFluorinated');
    expect([isFluorinated('R32'), isFluorinated('R1234ZE'), isFluorinated('R290'), isFluorinated('R744')]).toEqual([true, true, false, false]);
  });

  it('converts a charge to tonnes CO2e', () => {
    // The issue's 6.264 t multiplies the label's rounded 2088; Annex VI's exact 2087.5 gives 6.2625 t.
    expect(co2eTonnes('R410A', 3)).toBe(6.2625);
    expect((3 * Math.round(gwpOf('R410A'))) / 1000).toBe(6.264);
    expect(co2eTonnes('R32', 1)).toBe(0.675);
    expect(co2eTonnes('R404A', 1.2)).toBe(4.70592);
  });
});

describe('the leak check rule (Article 5)', () => {
  it('a circuit of 3 kg R410A is checked every 12 months', () => {
    expect(rule('R410A', 3)).toEqual({
      required: true,
      intervalMonths: 12,
      reason: { key: 'thresholdReached', basis: 'co2eTonnes', amount: 6.2625, threshold: 5, baseIntervalMonths: 12, doubledByLeakDetection: false },
    });
  });

  it('Annex I gases: none below 5 t CO2e, 12 months from 5 t, 6 from 50 t, 3 from 500 t', () => {
    const at = (tonnes: number) => rule('R410A', chargeFor('R410A', tonnes));
    expect(at(4.99)).toEqual({ required: false, intervalMonths: null, reason: { key: 'belowThreshold', basis: 'co2eTonnes', amount: 4.99, threshold: 5 } });
    expect([at(5).intervalMonths, at(49.99).intervalMonths, at(50).intervalMonths, at(499.99).intervalMonths, at(500).intervalMonths]).toEqual([
      12, 12, 6, 6, 3,
    ]);
    expect(at(50).reason).toMatchObject({ threshold: 50, amount: 50 });
  });

  it('hermetically sealed equipment is exempt below 10 t CO2e, and checked as any other from 10 t', () => {
    const sealed = (tonnes: number) => rule('R32', chargeFor('R32', tonnes), { hermeticallySealed: true });
    expect(sealed(9.99)).toEqual({
      required: false,
      intervalMonths: null,
      reason: { key: 'hermeticallySealedBelowThreshold', basis: 'co2eTonnes', amount: 9.99, threshold: 10 },
    });
    expect(sealed(10)).toMatchObject({ required: true, intervalMonths: 12, reason: { threshold: 5 } });
    expect(interval('R32', chargeFor('R32', 9.99))).toBe(12);
  });

  it('a leak detection system doubles every interval', () => {
    const detected = { leakDetectionSystem: true };
    expect([5, 50, 500].map((tonnes) => interval('R404A', chargeFor('R404A', tonnes), detected))).toEqual([24, 12, 6]);
    expect(rule('R404A', chargeFor('R404A', 50), detected).reason).toMatchObject({ baseIntervalMonths: 6, doubledByLeakDetection: true });
    expect(interval('R404A', chargeFor('R404A', 4.99), detected)).toBeNull();
  });

  it('Annex II section 1 gases alone (HFOs) go by kg: from 1 kg 12 months, from 10 kg 6, from 100 kg 3', () => {
    expect(rule('R1234YF', 0.99)).toEqual({
      required: false,
      intervalMonths: null,
      reason: { key: 'belowThreshold', basis: 'chargeKg', amount: 0.99, threshold: 1 },
    });
    expect([1, 9.99, 10, 99.99, 100].map((kg) => interval('R1234ZE', kg))).toEqual([12, 12, 6, 6, 3]);
    expect(rule('R1234ZE', 10).reason).toMatchObject({ basis: 'chargeKg', amount: 10, threshold: 10 });
  });

  it('HFOs hermetically sealed are exempt below 2 kg, and a leak detection system doubles their intervals too', () => {
    expect(rule('R1234YF', 1.99, { hermeticallySealed: true }).reason).toEqual({
      key: 'hermeticallySealedBelowThreshold',
      basis: 'chargeKg',
      amount: 1.99,
      threshold: 2,
    });
    expect(interval('R1234YF', 2, { hermeticallySealed: true })).toBe(12);
    expect([1, 10, 100].map((kg) => interval('R1234YF', kg, { leakDetectionSystem: true }))).toEqual([24, 12, 6]);
  });

  it('an HFC/HFO blend follows Annex I: 5 kg of R454B is 2.326 t CO2e, no check, whatever its kg', () => {
    expect(rule('R454B', 5)).toEqual({
      required: false,
      intervalMonths: null,
      reason: { key: 'belowThreshold', basis: 'co2eTonnes', amount: 2.326154, threshold: 5 },
    });
    expect(interval('R454B', 10.75)).toBe(12);
  });

  it('natural refrigerants have no F-gas leak checks', () => {
    expect(rule('R290', 0.3)).toEqual({ required: false, intervalMonths: null, reason: { key: 'notFluorinated' } });
    expect(rule('R744', 400).required).toBe(false);
  });
});

describe('the next leak check due', () => {
  const everyYear = rule('R410A', 3);
  const checked = (on: string, leakFound = false) => ({ on, leakFound });

  it('comes the interval after the last check, or after commissioning before any', () => {
    expect(nextCheckDue(checked('2026-03-15'), everyYear)).toEqual({ on: '2027-03-15', because: 'interval' });
    expect(nextCheckDue(checked('2026-03-15'), rule('R410A', 3, { leakDetectionSystem: true }))).toEqual({ on: '2028-03-15', because: 'interval' });
  });

  it('a repair moves it to one month after the repair', () => {
    expect(nextCheckDue(checked('2026-03-15', true), everyYear, { on: '2026-03-20' })).toEqual({ on: '2026-04-20', because: 'repairVerification' });
    expect(nextCheckDue(checked('2026-03-15'), everyYear, { on: '2026-06-10' })).toEqual({ on: '2026-07-10', because: 'repairVerification' });
  });

  it('a check that finds no leak on the day of the repair or later verifies it; one that found the leak does not', () => {
    expect(nextCheckDue(checked('2026-07-01'), everyYear, { on: '2026-06-10' })).toEqual({ on: '2027-07-01', because: 'interval' });
    expect(nextCheckDue(checked('2026-06-10'), everyYear, { on: '2026-06-10' })).toEqual({ on: '2027-06-10', because: 'interval' });
    expect(nextCheckDue(checked('2026-06-10', true), everyYear, { on: '2026-06-10' })).toEqual({ on: '2026-07-10', because: 'repairVerification' });
  });

  it('keeps the interval when it comes before the month after a repair', () => {
    const everyQuarter = rule('R410A', chargeFor('R410A', 500));
    expect(nextCheckDue(checked('2026-01-10', true), everyQuarter, { on: '2026-03-25' })).toEqual({ on: '2026-04-10', because: 'interval' });
  });

  it('is none for a circuit that needs no checks, repaired or not', () => {
    expect(nextCheckDue(checked('2026-03-15'), rule('R32', 1.2), { on: '2026-04-01' })).toBeNull();
    expect(nextCheckDue(checked('2026-03-15'), rule('R290', 0.3))).toBeNull();
  });

  it('is never further than the longest interval (12 months doubled by leak detection) after the last check', () => {
    expect(LONGEST_LEAK_CHECK_INTERVAL_MONTHS).toBe(24);
    const longest = [chargeFor('R410A', 5), chargeFor('R410A', 50), chargeFor('R410A', 500)].flatMap((kg) =>
      [false, true].map((leakDetectionSystem) => interval('R410A', kg, { leakDetectionSystem })!),
    );
    expect(Math.max(...longest)).toBe(LONGEST_LEAK_CHECK_INTERVAL_MONTHS);
  });

  it('adds calendar months, a missing day becoming the month’s last', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 12)).toBe('2027-12-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });
});

describe('the logbook entries', () => {
  const party = { name: 'Recykling Sp. z o.o.', address: 'ul. Chłodnicza 1, Kraków', certificateNumber: 'FGAZ-P/12/0001/25' };
  const valid = {
    leakCheck: { kind: 'leakCheck', on: '2026-05-04', result: 'noLeakFound', note: null },
    repair: { kind: 'repair', on: '2026-05-04', description: 'Flare nut on the liquid line re-made', note: null },
    refrigerantAdded: { kind: 'refrigerantAdded', on: '2026-05-04', kg: 0.35, dueToLeakage: true, origin: 'virgin', supplier: null, note: null },
    refrigerantRecovered: { kind: 'refrigerantRecovered', on: '2026-05-04', kg: 2.4, fate: 'reclaimed', handledBy: party, note: null },
    decommissioning: { kind: 'decommissioning', on: '2026-05-04', measures: 'Recovered into a cylinder, unit handed to a WEEE collector', note: null },
  };
  const accepts = (body: unknown) => fgasEntrySchema.safeParse(body).success;

  it('accepts each kind of entry', () => {
    expect(Object.keys(valid).sort()).toEqual([...fgasEntryKinds].sort());
    for (const body of Object.values(valid)) expect(accepts(body)).toBe(true);
  });

  it('refuses masses that are negative, zero, absurd or finer than a gram', () => {
    for (const kg of [-1, 0, 500.001, 1e9, 1.2345, Number.NaN, Number.POSITIVE_INFINITY, '0.5']) {
      expect(accepts({ ...valid.refrigerantAdded, kg }), String(kg)).toBe(false);
      expect(accepts({ ...valid.refrigerantRecovered, kg }), String(kg)).toBe(false);
    }
    expect(accepts({ ...valid.refrigerantRecovered, kg: 500 })).toBe(true);
    expect(accepts({ ...valid.refrigerantRecovered, kg: 0.001 })).toBe(true);
  });

  it('a recycled or reclaimed gas added names where it came from', () => {
    const recycled = { ...valid.refrigerantAdded, origin: 'recycled' };
    expect(fgasEntrySchema.safeParse(recycled).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['supplier']);
    expect(accepts({ ...recycled, supplier: party })).toBe(true);
  });

  it('refuses an unknown kind, result or fate, a day that does not exist and an empty description; drops unknown fields', () => {
    expect(accepts({ ...valid.leakCheck, kind: 'service' })).toBe(false);
    expect(accepts({ ...valid.leakCheck, result: 'maybe' })).toBe(false);
    expect(accepts({ ...valid.leakCheck, on: '2026-02-30' })).toBe(false);
    expect(accepts({ ...valid.repair, description: '   ' })).toBe(false);
    expect(accepts({ ...valid.refrigerantRecovered, fate: 'vented' })).toBe(false);
    expect(fgasEntrySchema.parse({ ...valid.repair, extra: 1 })).not.toHaveProperty('extra');
  });
});

describe('the refrigerant circuit', () => {
  const circuit = {
    refrigerant: 'R32',
    factoryChargeKg: 1.1,
    installationChargeKg: 0.2,
    hermeticallySealed: false,
    residentialBuilding: true,
    leakDetectionSystem: false,
    commissionedOn: '2026-04-01',
  };

  it('holds its factory charge plus what was added at installation', () => {
    expect(refrigerantCircuitSchema.safeParse(circuit).success).toBe(true);
    expect(circuitChargeKg(circuit)).toBe(1.3);
    expect(circuitChargeKg({ factoryChargeKg: 2.4, installationChargeKg: 0.6 })).toBe(3);
  });

  it('refuses no charge at all, a total above 500 kg, a negative part and an unknown refrigerant', () => {
    const accepts = (changes: object) => refrigerantCircuitSchema.safeParse({ ...circuit, ...changes }).success;
    expect(accepts({ factoryChargeKg: 0, installationChargeKg: 0 })).toBe(false);
    expect(accepts({ factoryChargeKg: 0, installationChargeKg: 4 })).toBe(true);
    expect(accepts({ factoryChargeKg: 300, installationChargeKg: 250 })).toBe(false);
    expect(accepts({ installationChargeKg: -0.1 })).toBe(false);
    expect(accepts({ refrigerant: 'R22' })).toBe(false);
  });
});

describe('the installer’s F-gas certificate', () => {
  const certificate = { number: 'FGAZ-O/12/0345/25', category: 'A1', issuer: 'UDT-CERT', expiresOn: '2031-05-31' } as const;
  const small = { factoryChargeKg: 2.9, installationChargeKg: 0, hermeticallySealed: false };
  const large = { factoryChargeKg: 3, installationChargeKg: 0, hermeticallySealed: false };

  it("knows 2024/2215's categories and 2015/2067's, nothing else", () => {
    const accepts = (changes: object) => fgasCertificateSchema.safeParse({ ...certificate, ...changes }).success;
    expect(['A1', 'A2', 'B', 'C', 'D', 'E', 'I', 'II', 'III', 'IV'].every((category) => accepts({ category }))).toBe(true);
    expect(accepts({ category: 'A3' })).toBe(false);
    expect(accepts({ category: 'V' })).toBe(false);
    expect(accepts({ expiresOn: null })).toBe(true);
    expect(accepts({ expiresOn: '2031-13-01' })).toBe(false);
    expect(accepts({ number: ' ' })).toBe(false);
  });

  it('writes through its last valid day, not after; one without an end always', () => {
    expect(mayWriteEntries(certificate, '2031-05-31')).toBe(true);
    expect(mayWriteEntries(certificate, '2031-06-01')).toBe(false);
    expect(mayWriteEntries({ expiresOn: null }, '2099-01-01')).toBe(true);
    expect(entryRefusal(certificate, 'leakCheck', large, '2031-06-01')).toBe('certificateExpired');
  });

  it('A1 and I write anything; A2 and II below 3 kg, or 6 kg hermetically sealed', () => {
    expect(fgasEntryKinds.map((kind) => entryRefusal(certificate, kind, { ...large, factoryChargeKg: 120 }, '2026-01-01'))).toEqual(
      fgasEntryKinds.map(() => null),
    );
    expect(entryRefusal({ ...certificate, category: 'I' }, 'decommissioning', large, '2026-01-01')).toBeNull();
    const a2 = { ...certificate, category: 'A2' } as const;
    expect(entryRefusal(a2, 'repair', small, '2026-01-01')).toBeNull();
    expect(entryRefusal(a2, 'repair', large, '2026-01-01')).toBe('chargeAboveCategoryLimit');
    expect(entryRefusal(a2, 'refrigerantAdded', { factoryChargeKg: 5.9, installationChargeKg: 0, hermeticallySealed: true }, '2026-01-01')).toBeNull();
    expect(entryRefusal(a2, 'refrigerantAdded', { factoryChargeKg: 5.5, installationChargeKg: 0.5, hermeticallySealed: true }, '2026-01-01')).toBe(
      'chargeAboveCategoryLimit',
    );
    const ii = { ...certificate, category: 'II' } as const;
    expect(entryRefusal(ii, 'leakCheck', large, '2026-01-01')).toBeNull();
    expect(entryRefusal(ii, 'repair', large, '2026-01-01')).toBe('chargeAboveCategoryLimit');
  });

  it('D and III only recover from small circuits, E and IV only check for leaks, B and C write nothing here', () => {
    const as = (category: string) => ({ ...certificate, category }) as typeof certificate;
    expect(entryRefusal(as('D'), 'refrigerantRecovered', small, '2026-01-01')).toBeNull();
    expect(entryRefusal(as('III'), 'refrigerantRecovered', large, '2026-01-01')).toBe('chargeAboveCategoryLimit');
    expect(entryRefusal(as('D'), 'leakCheck', small, '2026-01-01')).toBe('categoryExcludes');
    expect(entryRefusal(as('E'), 'leakCheck', { ...large, factoryChargeKg: 80 }, '2026-01-01')).toBeNull();
    expect(entryRefusal(as('IV'), 'repair', small, '2026-01-01')).toBe('categoryExcludes');
    expect(fgasEntryKinds.map((kind) => entryRefusal(as('B'), kind, small, '2026-01-01'))).toEqual(fgasEntryKinds.map(() => 'categoryExcludes'));
    expect(entryRefusal(as('C'), 'leakCheck', small, '2026-01-01')).toBe('categoryExcludes');
  });
});

describe('the CRO equipment card', () => {
  it('names each field once and fills it from the circuit, its installation or its entries', () => {
    const keys = croCardFields.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
    const circuitFields = croCardFields.flatMap(({ source }) => (source.from === 'circuit' ? [source.field] : []));
    expect(circuitFields.sort()).toEqual(Object.keys(refrigerantCircuitSchema.shape).sort());
    const entryKinds = croCardFields.flatMap(({ source }) => (source.from === 'entries' ? [source.kind] : []));
    expect(entryKinds.sort()).toEqual([...fgasEntryKinds].sort());
  });

  it("carries CRO's 2024 fields: charge as delivered, charge added at installation, hermetically sealed, residential building", () => {
    expect(croCardFields.filter((field) => 'since2024' in field).map(({ key }) => key)).toEqual([
      'chargeAsDeliveredKg',
      'chargeAddedAtInstallationKg',
      'hermeticallySealed',
      'residentialBuilding',
    ]);
  });
});
