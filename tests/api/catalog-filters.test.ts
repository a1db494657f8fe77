import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRoutes, type CallInput, type CatalogFilter } from '../../contracts';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
let groupIds: number[];
beforeAll(async () => {
  server = await startServer();
  groupIds = (await server.call(catalogRoutes.groups)).data.map((g) => g.id);
});
afterAll(() => server.close());

type Selection = Map<number, number[]>;

type ListQuery = CallInput<typeof catalogRoutes.products>['query'];

/** The selection as the web sends it: `filter[0][property]=3&filter[0][values][]=12` (an index-keyed object). */
const queryOf = (groupId: number | undefined, selection: Selection, extra: ListQuery): ListQuery => ({
  lang: 'en',
  groupId,
  filter: Object.fromEntries([...selection].map(([property, values], i) => [i, { property, values }])),
  ...extra,
});

const list = async (groupId: number | undefined, selection: Selection, extra: ListQuery = { perPage: 100 }) => {
  const res = await server.call(catalogRoutes.products, { query: queryOf(groupId, selection, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data;
};

const filterByName = (filters: CatalogFilter[], name: string) => filters.find((f) => f.filterName === name)!;

/** A random selection drawn from the filters a list offers: some properties, some of their values. */
const selectionArb = (filters: CatalogFilter[]) =>
  fc
    .subarray(filters, { maxLength: Math.min(3, filters.length) })
    .chain((props) =>
      fc.tuple(
        ...props.map((f) =>
          fc
            .subarray(
              f.values.map((v) => v.valueId),
              { minLength: 1, maxLength: Math.min(3, f.values.length) },
            )
            .map((values) => [f.propertyId, values] as const),
        ),
      ),
    )
    .map((pairs) => new Map(pairs.map(([p, v]) => [p, [...v]])) as Selection);

describe('faceted filters', () => {
  it('offers the properties buyers filter by, with localized names and ordered values', async () => {
    const all = await list(1, new Map(), { perPage: 1 });
    expect(all.filters.map((f) => f.filterName)).toEqual([
      'Cooling capacity',
      'Heating capacity',
      'Room area',
      'Energy efficiency class',
      'Noise level',
      'Refrigerant',
      'Inverter',
      'Wi-Fi',
      'Power supply',
      'Series',
    ]);
    expect(filterByName(all.filters, 'Energy efficiency class').values.map((v) => v.optionName)).toEqual(['A+++', 'A++', 'A+', 'A']);
    const cooling = filterByName(all.filters, 'Cooling capacity').values.map((v) => Number.parseFloat(v.optionName));
    expect(cooling).toEqual([...cooling].sort((a, b) => a - b));
    const uk = (await server.call(catalogRoutes.products, { query: { groupId: 1, perPage: 1, lang: 'uk' } })).data;
    expect(uk.filters[0].filterName).toBe('Холодопродуктивність');
    expect(uk.filters[0].values[0].optionName).toMatch(/^\d+,\d кВт$/);
  });

  it('without a selection, each value counts the products that have it, and every product has one series', async () => {
    const all = await list(undefined, new Map(), { perPage: 1 });
    const series = filterByName(all.filters, 'Series');
    expect(series.values.reduce((sum, v) => sum + v.productsCount, 0)).toBe(all.products.total);
    expect(all.filters.flatMap((f) => f.values).every((v) => !v.selected && v.productsCount > 0)).toBe(true);
  });

  it('filters the list: every listed product has a selected value of each selected property', async () => {
    const all = await list(1, new Map(), { perPage: 1 });
    const energy = filterByName(all.filters, 'Energy efficiency class');
    const wanted = energy.values.filter((v) => v.optionName === 'A+++' || v.optionName === 'A');
    const page = await list(1, new Map([[energy.propertyId, wanted.map((v) => v.valueId)]]));
    expect(page.products.total).toBe(wanted.reduce((sum, v) => sum + v.productsCount, 0));
    expect(page.products.data.every((p) => p.energyClass === 'A+++' || p.energyClass === 'A')).toBe(true);
    const selected = filterByName(page.filters, 'Energy efficiency class').values.filter((v) => v.selected);
    expect(selected.map((v) => v.optionName).sort()).toEqual(['A', 'A+++']);
  });

  it('property: a value counts exactly the products the list would hold with it selected instead (any selection, any group)', async () => {
    await fc.assert(
      // fc.gen draws values inside the run: which selections exist depends on the group drawn first.
      fc.asyncProperty(fc.gen(), async (g) => {
        const groupId = g(() => fc.constantFrom(undefined, ...groupIds));
        const unfiltered = await list(groupId, new Map(), { perPage: 1 });
        const selection = g(() => selectionArb(unfiltered.filters));
        const current = await list(groupId, selection, { perPage: 1 });

        // Selected flags reflect the selection exactly.
        const flagged = current.filters.flatMap((f) => f.values.filter((v) => v.selected).map((v) => v.valueId)).sort();
        expect(flagged).toEqual([...selection.values()].flat().sort());

        // A selection narrows the counts, never the offer: the values some product of the group has, and the selected ones.
        const offered = (filters: CatalogFilter[]) => filters.flatMap((f) => f.values.map((v) => v.valueId));
        expect(new Set(offered(current.filters))).toEqual(new Set([...offered(unfiltered.filters), ...flagged]));

        // One offered value: its count is the total of the list it promises.
        const filter = g(() => fc.constantFrom(...current.filters));
        const value = g(() => fc.constantFrom(...filter.values));
        const promised = new Map(selection);
        promised.set(filter.propertyId, [value.valueId]);
        expect((await list(groupId, promised, { perPage: 1 })).products.total).toBe(value.productsCount);

        // With one property selected, its selected values' counts add up to the list (one value per product).
        if (selection.size === 1) {
          const [[property, values]] = [...selection];
          const counts = current.filters.find((f) => f.propertyId === property)!.values.filter((v) => values.includes(v.valueId));
          expect(counts.reduce((sum, v) => sum + v.productsCount, 0)).toBe(current.products.total);
        }
        // Every product has exactly one series: when series is not selected its counts add up to the list.
        const series = filterByName(current.filters, 'Series');
        if (series && !selection.has(series.propertyId)) {
          expect(series.values.reduce((sum, v) => sum + v.productsCount, 0)).toBe(current.products.total);
        }
      }),
      { numRuns: 30, endOnFailure: true },
    );
  }, 120_000);

  it('property: more values of one property never shrink the list; another property never grows it', async () => {
    const all = await list(undefined, new Map(), { perPage: 1 });
    await fc.assert(
      fc.asyncProperty(selectionArb(all.filters), fc.nat(), async (selection, pick) => {
        const base = (await list(undefined, selection, { perPage: 1 })).products.total;
        const filter = all.filters[pick % all.filters.length];
        const extraValue = filter.values[pick % filter.values.length].valueId;
        const widened = new Map(selection);
        const narrowed = new Map(selection);
        if (selection.has(filter.propertyId)) {
          widened.set(filter.propertyId, [...new Set([...selection.get(filter.propertyId)!, extraValue])]);
          expect((await list(undefined, widened, { perPage: 1 })).products.total).toBeGreaterThanOrEqual(base);
        } else {
          narrowed.set(filter.propertyId, [extraValue]);
          expect((await list(undefined, narrowed, { perPage: 1 })).products.total).toBeLessThanOrEqual(base);
        }
      }),
      { numRuns: 20, endOnFailure: true },
    );
  }, 120_000);

  it('paging through a filtered list yields exactly its total, in order', async () => {
    const all = await list(1, new Map(), { perPage: 1 });
    const wifi = filterByName(all.filters, 'Wi-Fi');
    const builtIn = wifi.values.find((v) => v.optionName === 'Built-in')!;
    const selection: Selection = new Map([[wifi.propertyId, [builtIn.valueId]]]);
    const first = await list(1, selection, { perPage: 20, sort: { price: 'asc' } });
    const pages = [first];
    for (let page = 2; page <= first.products.lastPage; page++) pages.push(await list(1, selection, { perPage: 20, sort: { price: 'asc' }, page }));
    const items = pages.flatMap((p) => p.products.data);
    expect(items).toHaveLength(builtIn.productsCount);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.map((i) => i.price)).toEqual(items.map((i) => i.price).sort((a, b) => a - b));
  });

  it('combines with search: filters and counts describe the searched products only', async () => {
    const searched = await list(undefined, new Map(), { perPage: 100, search: 'nordic' });
    expect(searched.products.total).toBeGreaterThan(0);
    expect(searched.title).toBe('Search results for “nordic”');
    const series = filterByName(searched.filters, 'Series');
    expect(series.values.every((v) => v.optionName.startsWith('Nordic'))).toBe(true);
    expect(series.values.reduce((sum, v) => sum + v.productsCount, 0)).toBe(searched.products.total);
  });
});
