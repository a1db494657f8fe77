import { describe, expect, it } from 'vitest';
import { blendGwp, co2eTonnes, fgasClassOf, gwpOf, isFluorinated, refrigerantIds, refrigerants, substances, type RefrigerantId } from '@/contracts/fgas';

/** The F-gas logbook's rules (docs/decisions/0048-fgas-rules.md). */

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
    // The 6.264 t multiplies the label's rounded 2088; Annex VI's exact 2087.5 gives 6.2625 t.
    expect(co2eTonnes('R410A', 3)).toBe(6.2625);
    expect((3 * Math.round(gwpOf('R410A'))) / 1000).toBe(6.264);
    expect(co2eTonnes('R32', 1)).toBe(0.675);
    expect(co2eTonnes('R404A', 1.2)).toBe(4.70592);
  });
});
