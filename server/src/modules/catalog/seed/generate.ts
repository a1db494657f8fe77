import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { locales, type Lang } from '../../../../../contracts';
import type { Localized } from '../../../db/schema';
import type { CatalogData, ImportProduct, ImportProperty } from '../../../../../contracts/catalog-exchange';
import { groupIconSvg } from '../media/icons';
import { datasheetPdf } from '../media/pdf';
import { drawingItem, fileItem, svgItem, type MediaItem } from '../media/render';
import type { Drawing } from '../media/shapes';
import { accessories, colors, groups, series, type ColorCode, type Series } from './series';
import {
  blockNames,
  datasheetName,
  descriptionOf,
  featuresOf,
  nameOf,
  propertyNames,
  tabsOf,
  tabTitles,
  valueLabels,
  videoTitle,
  type PropertyCode,
  type UnitFacts,
} from './texts';

/** The seed is the same on every machine and every run. */
const SEED = 20_250_601;

type Rng = { int: (from: number, to: number) => number; chance: (percent: number) => boolean };
const rngOf = (seed: number): Rng => {
  const gen = xoroshiro128plus(seed);
  return { int: (from, to) => uniformInt(gen, from, to), chance: (percent) => uniformInt(gen, 1, 100) <= percent };
};

const perLang = <T>(make: (lang: Lang) => T) => Object.fromEntries(locales.map((l) => [l, make(l)])) as Record<Lang, T>;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Shop prices end in 99. */
const shopPrice = (uah: number) => Math.max(99, Math.round(uah / 100) * 100 - 1);

const btuCode: Record<string, string> = {
  '2': '07',
  '2.1': '07',
  '2.6': '09',
  '3.5': '12',
  '4.1': '14',
  '4.2': '14',
  '5.3': '18',
  '6.2': '21',
  '7': '24',
  '7.1': '24',
  '7.9': '27',
  '10': '36',
  '10.5': '36',
  '12.3': '42',
  '12.5': '42',
  '14': '48',
  '16': '55',
};
const refrigerantDigit = { R32: '1', R290: '8', R410A: '0' } as const;

const round1 = (n: number) => Math.round(n * 10) / 10;

function modelOf(s: Series, kw: number, threePhase: boolean) {
  if (s.kind === 'HP' && s.group === 'heat-pump-air-water') {
    return `${s.code}-${String(kw).padStart(2, '0')}${s.shape === 'monobloc' ? 'M' : 'S'}${threePhase ? 3 : 1}`;
  }
  const mode = s.kind === 'LCAC' ? 'H' : 'HR';
  return `${s.code}-${btuCode[String(kw)]}${mode}N${refrigerantDigit[s.refrigerant]}${threePhase ? 'T' : ''}`;
}

const step = <T>(kw: number, table: [number, T][]) => table.find(([limit]) => kw <= limit)?.[1] ?? table[table.length - 1][1];

function factsOf(s: Series, kw: number, threePhase: boolean, color: ColorCode, index: number, rng: Rng): UnitFacts {
  const water = s.group === 'heat-pump-air-water';
  const coolingKw = water ? null : kw;
  const heatingKw = water ? kw : round1(kw * (s.group === 'heat-pump-air-air' ? 1.25 : 1.1));
  const area = water ? Math.floor((kw * 12) / 10) * 10 : Math.floor((kw * 10) / 5) * 5;
  const seerBase = { 'A+++': 8.6, 'A++': 6.8, 'A+': 5.9, A: 5.4 }[s.energyClass];
  const scopBase = { 'A+++': 5.1, 'A++': 4.6, 'A+': 4.1, A: 3.8 }[s.energyClass];
  const indoorNoise = s.noise ? s.noise + index + rng.int(0, 1) : 0;
  const hasOutdoor = !s.multiIndoor;
  const hasIndoor = s.shape !== 'monobloc' && s.shape !== 'multi-outdoor';
  const indoorSize: [number, number, number] | null = !hasIndoor
    ? null
    : s.shape === 'wall'
      ? [
          step(kw, [
            [2.6, 745],
            [3.5, 805],
            [4.2, 890],
            [5.3, 965],
            [99, 1080],
          ]),
          step(kw, [
            [3.5, 285],
            [5.3, 300],
            [99, 325],
          ]),
          step(kw, [
            [3.5, 200],
            [99, 225],
          ]),
        ]
      : s.shape === 'cassette'
        ? s.code === 'ATR'
          ? [570, 260, 570]
          : [
              840,
              step(kw, [
                [7.1, 205],
                [12.5, 245],
                [99, 287],
              ]),
              840,
            ]
        : s.shape === 'duct'
          ? [
              Math.round(700 + kw * 45),
              s.code === 'TNS'
                ? 200
                : step(kw, [
                    [7.1, 249],
                    [12.5, 300],
                    [99, 350],
                  ]),
              step(kw, [
                [5.3, 450],
                [10, 600],
                [99, 700],
              ]),
            ]
          : s.shape === 'floor'
            ? [
                step(kw, [
                  [5.3, 1070],
                  [10, 1285],
                  [99, 1650],
                ]),
                235,
                675,
              ]
            : s.code === 'HYD'
              ? [600, 1700, 600]
              : [500, 850, 300];
  const outdoorSize: [number, number, number] | null = !hasOutdoor
    ? null
    : s.shape === 'monobloc'
      ? [
          step(kw, [
            [6, 1160],
            [10, 1200],
            [99, 1330],
          ]),
          step(kw, [
            [6, 800],
            [10, 950],
            [99, 1420],
          ]),
          450,
        ]
      : s.shape === 'multi-outdoor'
        ? [
            step(kw, [
              [6.2, 845],
              [99, 946],
            ]),
            step(kw, [
              [6.2, 702],
              [99, 810],
            ]),
            363,
          ]
        : [
            step(kw, [
              [2.6, 720],
              [3.5, 765],
              [5.3, 805],
              [7.1, 890],
              [99, 940],
            ]),
            step(kw, [
              [2.6, 495],
              [5.3, 555],
              [7.1, 673],
              [12.5, 1245],
              [99, 1340],
            ]),
            step(kw, [
              [2.6, 270],
              [3.5, 300],
              [5.3, 330],
              [99, 370],
            ]),
          ];
  const pipes: [string, string] | null =
    s.shape === 'monobloc'
      ? null
      : [
          kw <= 5.3 ? '1/4' : '3/8',
          step(kw, [
            [3.5, '3/8'],
            [5.3, '1/2'],
            [10.5, '5/8'],
            [99, '3/4'],
          ]),
        ];
  return {
    series: s,
    rooms: s.rooms?.[index],
    model: modelOf(s, kw, threePhase),
    color,
    coolingKw,
    heatingKw,
    area,
    threePhase,
    seer: water ? null : round1(seerBase - index * 0.1),
    scop: round1(scopBase - index * 0.05),
    noiseIndoor: indoorNoise ? [indoorNoise, indoorNoise + 17] : null,
    noiseOutdoor: hasOutdoor ? 46 + Math.round(kw * 0.9) + rng.int(0, 2) : null,
    indoorSize,
    outdoorSize,
    weights: [indoorSize ? round1(7 + kw * (s.shape === 'wall' ? 1.4 : 3.2)) : null, outdoorSize ? round1(21 + kw * (s.shape === 'monobloc' ? 7 : 5.4)) : null],
    pipes,
    maxPipe:
      s.shape === 'multi-outdoor'
        ? step(kw, [
            [5.3, 40],
            [7.9, 60],
            [99, 80],
          ])
        : step(kw, [
            [2.6, 15],
            [3.5, 20],
            [5.3, 25],
            [7.1, 30],
            [10.5, 50],
            [99, 65],
          ]),
    maxHeight: step(kw, [
      [3.5, 10],
      [5.3, 15],
      [7.1, 20],
      [10.5, 25],
      [99, 30],
    ]),
    breakerA: threePhase
      ? kw <= 12.5
        ? 16
        : 20
      : step(kw, [
          [2.6, 10],
          [5.3, 16],
          [7.1, 20],
          [10.5, 25],
          [99, 32],
        ]),
  };
}

const basePrice = (s: Series, kw: number) => {
  switch (s.group) {
    case 'wall-split':
    case 'heat-pump-air-air':
      return s.shape === 'floor' ? 14_000 + 5200 * kw : 9000 + 4300 * kw;
    case 'multi-split':
      return s.multiIndoor ? 9000 + 4300 * kw : 26_000 + 6200 * kw;
    case 'cassette':
      return 21_000 + 5400 * kw;
    case 'duct':
      return 19_000 + 5000 * kw;
    case 'floor-ceiling':
      return 20_000 + 5200 * kw;
    default:
      return 78_000 + 8200 * kw;
  }
};

/** Indoor units (kW) of the ready-made multi-split sets offered for each outdoor unit. */
const multiSets: Record<string, number[][]> = {
  '4.1': [
    [2.1, 2.6],
    [2.6, 2.6],
  ],
  '5.3': [
    [2.6, 3.5],
    [3.5, 3.5],
  ],
  '6.2': [
    [2.1, 2.6, 2.6],
    [2.6, 2.6, 2.6],
  ],
  '7.9': [
    [2.1, 2.1, 2.6, 2.6],
    [2.6, 2.6, 2.6, 2.6],
  ],
  '10.5': [
    [2.1, 2.6, 2.6, 2.6, 3.5],
    [2.6, 2.6, 2.6, 2.6, 2.6],
  ],
  '12.3': [
    [2.6, 2.6, 3.5, 3.5, 3.5],
    [2.6, 2.6, 2.6, 3.5, 5.3],
  ],
};

/** What the drawing of a unit type needs: the picture set of a product. */
function photosOf(s: Series, color: ColorCode, media: MediaItem[]): string[] {
  const hex = colors[color].hex;
  const white = colors.W.hex;
  const draw = (drawing: Drawing, c = hex) => {
    const item = drawingItem({ drawing, color: c, label: s.name });
    media.push(item);
    return item.key;
  };
  switch (s.shape) {
    case 'wall':
      return s.multiIndoor ? [draw('wall'), draw('remote', white)] : [draw('wall'), draw('outdoor'), draw('remote', white)];
    case 'multi-outdoor':
      return [draw('multi-outdoor'), draw('wall', white), draw('remote', white)];
    case 'cassette':
      return [draw('cassette'), draw('outdoor'), draw('controller', white)];
    case 'duct':
      return [draw('duct'), draw('outdoor'), draw('controller', white)];
    case 'floor':
      return [draw('floor'), draw('outdoor'), draw('remote', white)];
    case 'monobloc':
      return [draw('monobloc'), draw('controller', white)];
    case 'hydro':
      return [draw('hydro'), draw('outdoor'), draw('controller', white)];
  }
}

function propertyValues(f: UnitFacts): ImportProduct['properties'] {
  const s = f.series;
  const out: ImportProduct['properties'] = [];
  const add = (property: PropertyCode, value: string, label: Localized, sort?: number) => out.push({ property, value, label, sort });
  if (f.coolingKw !== null) add('cooling_kw', String(f.coolingKw), valueLabels.kw(f.coolingKw), f.coolingKw);
  add('heating_kw', String(f.heatingKw), valueLabels.kw(f.heatingKw), f.heatingKw);
  add('area', String(f.area), valueLabels.area(f.area), f.area);
  add(
    'energy_class',
    s.energyClass,
    perLang(() => s.energyClass),
    ['A+++', 'A++', 'A+', 'A'].indexOf(s.energyClass),
  );
  if (f.noiseIndoor) {
    const bucket = f.noiseIndoor[0] <= 22 ? 'quiet' : f.noiseIndoor[0] <= 30 ? 'normal' : 'loud';
    add('noise', bucket, valueLabels.noise[bucket], ['quiet', 'normal', 'loud'].indexOf(bucket));
  }
  add(
    'refrigerant',
    s.refrigerant,
    perLang(() => s.refrigerant),
    ['R32', 'R290', 'R410A'].indexOf(s.refrigerant),
  );
  add('inverter', s.inverter ? 'yes' : 'no', s.inverter ? valueLabels.yes : valueLabels.no, s.inverter ? 0 : 1);
  add('wifi', s.wifi, valueLabels.wifi[s.wifi], ['builtin', 'optional', 'none'].indexOf(s.wifi));
  add('power', f.threePhase ? 'three' : 'single', valueLabels.power[f.threePhase ? 'three' : 'single'], f.threePhase ? 1 : 0);
  add(
    'series',
    slug(s.name),
    perLang(() => s.name),
  );
  return out;
}

function datasheet(s: Series, units: UnitFacts[]) {
  return datasheetPdf({
    title: `${s.name} — datasheet`,
    subtitle: `${s.tagline.en[0].toUpperCase()}${s.tagline.en.slice(1)}. Refrigerant ${s.refrigerant}, energy class ${s.energyClass}.`,
    columns: ['Model', 'Cooling, kW', 'Heating, kW', 'Area, m²', s.group === 'heat-pump-air-water' ? 'SCOP' : 'SEER', 'Noise, dB(A)', 'Power'],
    rows: [...new Map(units.map((u) => [u.model, u])).values()].map((u) => [
      u.model,
      u.coolingKw === null ? '—' : u.coolingKw.toFixed(1),
      u.heatingKw.toFixed(1),
      String(u.area),
      String(u.seer ?? u.scop),
      u.noiseIndoor ? `${u.noiseIndoor[0]}–${u.noiseIndoor[1]}` : String(u.noiseOutdoor ?? '—'),
      u.threePhase ? '400 V 3~' : '230 V 1~',
    ]),
    notes: [
      `Operating range in heating: down to ${s.minHeatingTemp} °C outdoor temperature.`,
      `Warranty: ${s.guaranteeYears} years when installed by a certified installer.`,
      'Values measured under EN 14511 and EN 14825 conditions. Specifications may change without notice.',
    ],
  });
}

const ytId = (rng: Rng) => {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from({ length: 11 }, () => abc[rng.int(0, abc.length - 1)]).join('');
};

function videosOf(s: Series, rng: Rng): ImportProduct['videos'] {
  const out: ImportProduct['videos'] = [];
  if (s.video === 'youtube') out.push({ type: 'youtube', url: `https://www.youtube.com/watch?v=${ytId(rng)}`, title: videoTitle(s, 'overview') });
  if (s.video === 'vimeo') out.push({ type: 'vimeo', url: `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`, title: videoTitle(s, 'overview') });
  if (['cassette', 'duct', 'heat-pump-air-water'].includes(s.group) && s.video) {
    out.push({ type: 'youtube', url: `https://www.youtube.com/watch?v=${ytId(rng)}`, title: videoTitle(s, 'installation') });
  }
  return out;
}

const properties: ImportProperty[] = (Object.keys(propertyNames) as PropertyCode[]).map((code, position) => ({
  code,
  name: propertyNames[code],
  position,
}));

export type GeneratedCatalog = { data: CatalogData; media: MediaItem[] };

let generated: GeneratedCatalog | undefined;

/** The shop's seed catalogue, the same on every run (so made once per process). */
export function generateCatalog(): GeneratedCatalog {
  generated ??= build();
  return generated;
}

function build(): GeneratedCatalog {
  const rng = rngOf(SEED);
  const media: MediaItem[] = [];
  const icons = new Map(groups.map((g) => [g.slug, svgItem(g.slug, groupIconSvg(g.slug))]));
  media.push(...icons.values());

  const products: ImportProduct[] = [];
  const discount = (price: number) => (rng.chance(22) ? shopPrice(price * (1.08 + rng.int(0, 12) / 100)) : null);

  const unitProduct = (s: Series, f: UnitFacts, price: number, photos: string[], files: ImportProduct['files'], videos: ImportProduct['videos']) => {
    const name = perLang((l) => nameOf(l, f));
    const description = perLang((l) => descriptionOf(l, f, name[l]));
    const features = perLang((l) => featuresOf(l, f));
    const blocks: ImportProduct['blocks'] = [];
    if (f.indoorSize) {
      blocks.push({ type: 'indoor', model: `${f.model}-${s.shape === 'hydro' ? 'H' : 'I'}`, name: s.shape === 'hydro' ? blockNames.hydro : blockNames.indoor });
    }
    if (f.outdoorSize) blocks.push({ type: 'outdoor', model: `${f.model}-O`, name: blockNames.outdoor });
    products.push({
      sku: s.colors.length > 1 ? `${f.model}-${f.color}` : f.model,
      group: s.group,
      kind: s.kind,
      series: s.name,
      price,
      oldPrice: discount(price),
      guaranteeYears: s.guaranteeYears,
      archived: false,
      coolingKw: f.coolingKw,
      heatingKw: f.heatingKw,
      area: f.area,
      energyClass: s.energyClass,
      name,
      description,
      tabs: perLang((l) => tabsOf(l, f, description[l], features[l])),
      features,
      photos,
      colors: [colors[f.color]],
      videos,
      blocks,
      files,
      properties: propertyValues(f),
    });
  };

  const indoorOf = new Map<string, Series>();
  for (const s of series) {
    if (s.multiIndoor) indoorOf.set(s.name, s);
    const units: { f: UnitFacts; price: number }[] = [];
    s.capacities.forEach((kw, index) => {
      const phases =
        s.threePhaseFrom !== undefined && kw >= s.threePhaseFrom
          ? s.onlyThreePhaseFrom !== undefined && kw >= s.onlyThreePhaseFrom
            ? [true]
            : [false, true]
          : [false];
      for (const threePhase of phases) {
        for (const color of s.colors) {
          const f = factsOf(s, kw, threePhase, color, index, rng);
          const jitter = 1 + rng.int(-30, 30) / 1000;
          units.push({ f, price: shopPrice(basePrice(s, kw) * s.tier * (threePhase ? 1.04 : 1) * jitter) });
        }
      }
    });
    const sheet = fileItem(
      `datasheet-${slug(s.name)}-${s.code.toLowerCase()}`,
      'pdf',
      datasheet(
        s,
        units.map((u) => u.f),
      ),
      'catalog/files',
    );
    media.push(sheet);
    const files = [{ url: sheet.key, name: datasheetName(s.name), size: sheet.bytes.length }];
    const videos = videosOf(s, rng);
    for (const { f, price } of units) unitProduct(s, f, price, photosOf(s, f.color, media), files, videos);
  }

  // Ready-made multi-split sets: an outdoor unit with indoor units of the matching series.
  for (const s of series.filter((x) => x.rooms)) {
    const indoor = indoorOf.get(s.name)!;
    s.capacities.forEach((kw, index) => {
      for (const [number, kit] of multiSets[String(kw)].entries()) {
        const f = { ...factsOf(s, kw, false, 'W', index, rng), kit, rooms: kit.length, noiseIndoor: [indoor.noise, indoor.noise + 17] as [number, number] };
        const price = shopPrice((basePrice(s, kw) * s.tier + kit.reduce((sum, k) => sum + basePrice(indoor, k) * indoor.tier, 0)) * 0.96);
        const photos = [
          drawingItem({ drawing: 'multi-outdoor', color: colors.W.hex, label: s.name }),
          drawingItem({ drawing: 'wall', color: colors.W.hex, label: s.name }),
        ];
        media.push(...photos);
        const name = perLang((l) => nameOf(l, f));
        const description = perLang((l) => descriptionOf(l, f, name[l]));
        const features = perLang((l) => featuresOf(l, f));
        products.push({
          // The outdoor unit's model and the set's number, like a colour variant (AUR-09HRN1-W); the name lists the units.
          sku: `${f.model}-K${number + 1}`,
          group: s.group,
          kind: s.kind,
          series: s.name,
          price,
          oldPrice: discount(price),
          guaranteeYears: s.guaranteeYears,
          archived: false,
          coolingKw: f.coolingKw,
          heatingKw: f.heatingKw,
          area: Math.floor((kit.reduce((a, b) => a + b, 0) * 10) / 5) * 5,
          energyClass: s.energyClass,
          name,
          description,
          tabs: perLang((l) => tabsOf(l, f, description[l], features[l])),
          features,
          photos: photos.map((p) => p.key),
          colors: [colors.W],
          videos: [],
          blocks: [
            { type: 'outdoor', model: `${f.model}-O`, name: blockNames.outdoor },
            ...kit.map((k) => ({ type: 'indoor' as const, model: `${modelOf(indoor, k, false)}-I`, name: blockNames.indoor })),
          ],
          files: [],
          properties: propertyValues(f),
        });
      }
    });
  }

  for (const a of accessories) {
    const main = drawingItem({ drawing: a.shape, color: colors.W.hex, label: a.series });
    const box = drawingItem({ drawing: 'box', color: colors.W.hex, label: a.sku });
    media.push(main, box);
    const features = perLang((l) => a.features[l].map(([name, value]) => ({ name, value })));
    products.push({
      sku: a.sku,
      group: 'accessories',
      kind: a.kind,
      series: a.series,
      price: a.price,
      oldPrice: discount(a.price),
      guaranteeYears: a.guaranteeYears,
      archived: false,
      coolingKw: null,
      heatingKw: null,
      area: null,
      energyClass: null,
      name: a.name,
      description: a.description,
      tabs: perLang((l) => [
        { title: tabTitles.description[l], content: a.description[l] },
        { title: tabTitles.specifications[l], content: features[l].map((x) => `- ${x.name}: ${x.value}`).join('\n') },
      ]),
      features,
      photos: [main.key, box.key],
      colors: [],
      videos: [],
      blocks: [],
      files: [],
      properties: [{ property: 'series', value: slug(a.series), label: perLang(() => a.series) }],
    });
  }

  return {
    data: {
      groups: groups.map((g, position) => ({ slug: g.slug, name: g.name, icon: icons.get(g.slug)!.key, position })),
      properties,
      products,
    },
    media,
  };
}
