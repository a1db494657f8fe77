import { sql } from 'drizzle-orm';
import { modelSpecSchema, type ModelSpec, type ModelRangeKey } from '../../../../../contracts/commissioning';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { Seeder } from '../../../db/seed';
import { writeModelSpecs } from '../model-specs';

type Row = { model: string; group: string; kw: number; refrigerant: string | null; power: string | null };

const round1 = (n: number) => Math.round(n * 10) / 10;
const BAR = 1e5;

/**
 * What an installation manual of a split or heat pump of this kind says (docs/decisions/0051-commissioning-report.md):
 * the factory charge grows with the capacity, covers 5–7.5 m of line on room units and more on larger ones, and the
 * line takes 20 g/m of R32 or R410A beyond it (10 g/m of R290, whose charge stays small).
 */
function specOf({ group, kw, refrigerant }: Row): ModelSpec | null {
  const heatPump = group === 'heat-pump-air-water';
  if (refrigerant === 'R290')
    return { refrigerant, factoryChargeKg: kw <= 2.7 ? 0.3 : 0.42, includedPipeM: 5, additionalChargeKgPerM: 0.01, minPipeM: 3, maxPipeM: 15, ranges: {} };
  if (refrigerant !== 'R32' && refrigerant !== 'R410A') return null;
  const r410 = refrigerant === 'R410A';
  if (heatPump)
    return {
      refrigerant,
      factoryChargeKg: kw <= 6 ? 1.5 : kw <= 10 ? 2.4 : 3.4,
      includedPipeM: 10,
      additionalChargeKgPerM: kw <= 10 ? 0.02 : 0.04,
      minPipeM: 3,
      maxPipeM: 30,
      ranges: {},
    };
  const table: [number, number, number, number, number][] = [
    // up to kW: factory charge kg, included m, shortest m, longest m
    [2.7, 0.55, 5, 1.5, 15],
    [3.5, 0.75, 5, 1.5, 20],
    [5.3, 1.0, 7.5, 3, 25],
    [7.1, 1.3, 7.5, 3, 30],
    [10.5, 2.0, 15, 3, 40],
    [99, 2.9, 30, 5, 50],
  ];
  const [, charge, included, min, max] = table.find(([limit]) => kw <= limit)!;
  return {
    refrigerant,
    factoryChargeKg: r410 ? round1(charge * 1.2) : charge,
    includedPipeM: included,
    additionalChargeKgPerM: kw <= 7.1 ? 0.02 : 0.04,
    minPipeM: min,
    maxPipeM: max,
    ranges: {},
  };
}

/** A few manuals' own limits: the strength test of R32 and R410A units (41.5 bar), a running current, a heat pump's supply. */
function rangesOf(row: Row, spec: ModelSpec): ModelSpec['ranges'] {
  const ranges: Partial<Record<ModelRangeKey, { min?: number; max?: number }>> = {};
  if (row.model.startsWith('AUR-') || row.model.startsWith('BRC-') || row.group === 'heat-pump-air-water') {
    if (spec.refrigerant !== 'R290') ranges.pressureTest = { min: 41.5 * BAR };
    ranges.pressureTestHold = { min: 30 * 60 };
    if (row.power !== 'three') ranges.runningCurrent = { max: round1(row.kw * 2.2) };
  }
  if (row.group === 'heat-pump-air-water' && row.power !== 'three') ranges.supplyVoltage = { min: 198, max: 264 };
  if (row.model.startsWith('AUR-')) ranges.superheat = { min: 4, max: 10 };
  return ranges;
}

/**
 * The demo catalogue's outdoor models with their manuals' data, so the commissioning report judges a demo unit against
 * its model. Left without: the multi-split outdoor units (what they need depends on the indoor units fitted) and the
 * monobloc heat pumps (no refrigerant line on site), so the back-office's "no data yet" state is real.
 */
export const demoModelSpecsSeeder: Seeder = {
  name: 'demo-model-specs',
  demo: true,
  async run(db: Db) {
    const rows = await rowsOf<Row>(
      db,
      sql`select distinct on (b.model) b.model, g.slug as "group", coalesce(p.cooling_kw, p.heating_kw, 0)::float8 as kw,
            (select v.code from product_property_values x join catalog_property_values v on v.id = x.value_id
               join catalog_properties cp on cp.id = x.property_id where x.product_id = p.id and cp.code = 'refrigerant' limit 1) as refrigerant,
            (select v.code from product_property_values x join catalog_property_values v on v.id = x.value_id
               join catalog_properties cp on cp.id = x.property_id where x.product_id = p.id and cp.code = 'power' limit 1) as power
          from product_blocks b join products p on p.id = b.product_id join catalog_groups g on g.id = p.group_id
          where b.type = 'outdoor' and g.slug <> 'multi-split' and b.model !~ '-[0-9]+M[0-9]-O$'
          order by b.model, p.id`,
    );
    const specs = rows.flatMap((row) => {
      const spec = specOf(row);
      return spec ? [{ model: row.model, spec: modelSpecSchema.parse({ ...spec, ranges: rangesOf(row, spec) }) }] : [];
    });
    await writeModelSpecs(db, specs, null);
  },
};
