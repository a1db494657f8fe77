import type { ProductKind } from '../../../../../contracts';
import type { Localized } from '../../../db/schema';

/**
 * The shop's own range: brand-neutral series with realistic capacities, classes, refrigerants and
 * prices. generate.ts turns every series into products (one per capacity, colour and phase).
 */

export type GroupSlug = 'wall-split' | 'multi-split' | 'cassette' | 'duct' | 'floor-ceiling' | 'heat-pump-air-water' | 'heat-pump-air-air' | 'accessories';

export const groups: { slug: GroupSlug; name: Localized }[] = [
  { slug: 'wall-split', name: { uk: 'Настінні спліт-системи', en: 'Wall-mounted split systems', pl: 'Klimatyzatory ścienne split' } },
  { slug: 'multi-split', name: { uk: 'Мульти-спліт системи', en: 'Multi-split systems', pl: 'Systemy multi-split' } },
  { slug: 'cassette', name: { uk: 'Касетні кондиціонери', en: 'Cassette air conditioners', pl: 'Klimatyzatory kasetonowe' } },
  { slug: 'duct', name: { uk: 'Канальні кондиціонери', en: 'Ducted air conditioners', pl: 'Klimatyzatory kanałowe' } },
  {
    slug: 'floor-ceiling',
    name: { uk: 'Підлогово-стельові кондиціонери', en: 'Floor-ceiling air conditioners', pl: 'Klimatyzatory przypodłogowo-sufitowe' },
  },
  {
    slug: 'heat-pump-air-water',
    name: { uk: 'Теплові насоси повітря-вода', en: 'Air-to-water heat pumps', pl: 'Pompy ciepła powietrze-woda' },
  },
  {
    slug: 'heat-pump-air-air',
    name: { uk: 'Теплові насоси повітря-повітря', en: 'Air-to-air heat pumps', pl: 'Pompy ciepła powietrze-powietrze' },
  },
  { slug: 'accessories', name: { uk: 'Аксесуари', en: 'Accessories', pl: 'Akcesoria' } },
];

export type ColorCode = 'W' | 'S' | 'B' | 'G' | 'C';
export const colors: Record<ColorCode, { hex: string; name: Localized }> = {
  W: { hex: '#F4F5F7', name: { uk: 'Білий', en: 'White', pl: 'Biały' } },
  S: { hex: '#BFC4CA', name: { uk: 'Сріблястий', en: 'Silver', pl: 'Srebrny' } },
  B: { hex: '#23262B', name: { uk: 'Чорний', en: 'Black', pl: 'Czarny' } },
  G: { hex: '#4B5059', name: { uk: 'Графітовий', en: 'Graphite', pl: 'Grafitowy' } },
  C: { hex: '#D9C8A5', name: { uk: 'Шампань', en: 'Champagne', pl: 'Szampański' } },
};

export type Refrigerant = 'R32' | 'R290' | 'R410A';
export type EnergyClass = 'A+++' | 'A++' | 'A+' | 'A';
export type Wifi = 'builtin' | 'optional' | 'none';

/** Which drawing a unit gets (media/shapes.ts). */
export type UnitShape = 'wall' | 'multi-outdoor' | 'cassette' | 'duct' | 'floor' | 'monobloc' | 'hydro';

export type Series = {
  name: string;
  /** Model prefix, e.g. AUR → AUR-09HRN1. */
  code: string;
  group: GroupSlug;
  kind: ProductKind;
  shape: UnitShape;
  /** What the series is about, one sentence fragment per language. */
  tagline: Localized;
  capacities: number[];
  colors: ColorCode[];
  energyClass: EnergyClass;
  refrigerant: Refrigerant;
  inverter: boolean;
  wifi: Wifi;
  /** Lowest indoor noise, dB(A), for the smallest capacity. */
  noise: number;
  /** Price factor against the group's base price. */
  tier: number;
  guaranteeYears: number;
  /** Lowest outdoor temperature for heating, °C. */
  minHeatingTemp: number;
  /** Offer 3-phase variants from this capacity (kW) up, and only 3-phase above `onlyThreePhaseFrom`. */
  threePhaseFrom?: number;
  onlyThreePhaseFrom?: number;
  /** Multi-split outdoor units: rooms served per capacity. */
  rooms?: number[];
  /** Indoor units of a multi-split system (no outdoor unit of their own). */
  multiIndoor?: boolean;
  video?: 'youtube' | 'vimeo';
};

const wallCapacities = [2.1, 2.6, 3.5, 4.2, 5.3, 7.0];
const lightCommercial = [3.5, 5.3, 7.1, 10.0, 12.5, 14.0, 16.0];
const heatPumps = [4, 6, 8, 10, 12, 14, 16];

export const series: Series[] = [
  // ------------------------------------------------------------------ wall-mounted split systems
  {
    name: 'Aurora',
    code: 'AUR',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'надійний інверторний кондиціонер для квартири та невеликого офісу',
      en: 'a dependable inverter air conditioner for flats and small offices',
      pl: 'niezawodny klimatyzator inwerterowy do mieszkania i małego biura',
    },
    capacities: wallCapacities,
    colors: ['W', 'S'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 22,
    tier: 1,
    guaranteeYears: 3,
    minHeatingTemp: -15,
    video: 'youtube',
  },
  {
    name: 'Breeze Classic',
    code: 'BRC',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'простий і доступний кондиціонер з класичним компресором',
      en: 'a simple, affordable air conditioner with a classic on/off compressor',
      pl: 'prosty i przystępny cenowo klimatyzator z klasyczną sprężarką',
    },
    capacities: [2.1, 2.6, 3.5, 5.3, 7.0],
    colors: ['W'],
    energyClass: 'A',
    refrigerant: 'R410A',
    inverter: false,
    wifi: 'none',
    noise: 30,
    tier: 0.78,
    guaranteeYears: 2,
    minHeatingTemp: -7,
  },
  {
    name: 'Zenith Inverter',
    code: 'ZEN',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'тихий інверторний кондиціонер з вбудованим Wi-Fi для спальні та вітальні',
      en: 'a quiet inverter unit with built-in Wi-Fi for bedrooms and living rooms',
      pl: 'cichy klimatyzator inwerterowy z wbudowanym Wi-Fi do sypialni i salonu',
    },
    capacities: wallCapacities,
    colors: ['W', 'S'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 20,
    tier: 1.22,
    guaranteeYears: 3,
    minHeatingTemp: -20,
    video: 'youtube',
  },
  {
    name: 'Lumen Design',
    code: 'LMN',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'дизайнерський кондиціонер з панеллю під скло для сучасного інтер’єру',
      en: 'a design air conditioner with a glass-look panel for modern interiors',
      pl: 'designerski klimatyzator z panelem imitującym szkło do nowoczesnych wnętrz',
    },
    capacities: [2.6, 3.5, 5.3],
    colors: ['W', 'B', 'C'],
    energyClass: 'A+++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 19,
    tier: 1.75,
    guaranteeYears: 5,
    minHeatingTemp: -25,
    video: 'vimeo',
  },
  {
    name: 'Polar Comfort',
    code: 'PLC',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'збалансований кондиціонер для цілорічного використання',
      en: 'a well-balanced air conditioner for year-round use',
      pl: 'zrównoważony klimatyzator do całorocznego użytku',
    },
    capacities: wallCapacities,
    colors: ['W', 'G'],
    energyClass: 'A+',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 24,
    tier: 0.92,
    guaranteeYears: 3,
    minHeatingTemp: -15,
  },
  {
    name: 'Solis Eco',
    code: 'SOL',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'економічний кондиціонер на природному холодоагенті R290',
      en: 'an economical air conditioner running on natural R290 refrigerant',
      pl: 'oszczędny klimatyzator na naturalnym czynniku R290',
    },
    capacities: [2.6, 3.5, 5.3],
    colors: ['W', 'G'],
    energyClass: 'A+++',
    refrigerant: 'R290',
    inverter: true,
    wifi: 'builtin',
    noise: 21,
    tier: 1.38,
    guaranteeYears: 5,
    minHeatingTemp: -20,
    video: 'youtube',
  },
  {
    name: 'Vento Smart',
    code: 'VNT',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'розумний кондиціонер з датчиком присутності та керуванням зі смартфона',
      en: 'a smart air conditioner with a presence sensor and smartphone control',
      pl: 'inteligentny klimatyzator z czujnikiem obecności i sterowaniem ze smartfona',
    },
    capacities: wallCapacities,
    colors: ['W', 'S', 'G'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 21,
    tier: 1.3,
    guaranteeYears: 3,
    minHeatingTemp: -20,
  },
  {
    name: 'Glacier',
    code: 'GLC',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'потужний кондиціонер для спекотного літа та сонячних приміщень',
      en: 'a powerful air conditioner for hot summers and sunny rooms',
      pl: 'wydajny klimatyzator na upalne lato i nasłonecznione pomieszczenia',
    },
    capacities: wallCapacities,
    colors: ['W', 'S', 'B'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 23,
    tier: 1.08,
    guaranteeYears: 3,
    minHeatingTemp: -15,
  },
  {
    name: 'Nova Mini',
    code: 'NVM',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'компактний кондиціонер для невеликих кімнат і вузьких простінків',
      en: 'a compact air conditioner for small rooms and narrow walls',
      pl: 'kompaktowy klimatyzator do małych pokoi i wąskich ścian',
    },
    capacities: [2.1, 2.6, 3.5],
    colors: ['W', 'S', 'B'],
    energyClass: 'A+',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 22,
    tier: 0.95,
    guaranteeYears: 3,
    minHeatingTemp: -15,
  },
  {
    name: 'Terra Home',
    code: 'TRH',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'домашній інверторний кондиціонер з режимом осушення та нічним режимом',
      en: 'a home inverter air conditioner with dry and sleep modes',
      pl: 'domowy klimatyzator inwerterowy z trybem osuszania i trybem nocnym',
    },
    capacities: wallCapacities,
    colors: ['W', 'S'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 22,
    tier: 1.04,
    guaranteeYears: 3,
    minHeatingTemp: -15,
  },
  {
    name: 'Crystal Premium',
    code: 'CRY',
    group: 'wall-split',
    kind: 'RAC',
    shape: 'wall',
    tagline: {
      uk: 'преміальний кондиціонер з фільтрацією повітря та м’яким безпротяговим потоком',
      en: 'a premium air conditioner with air purification and a gentle draught-free airflow',
      pl: 'klimatyzator premium z oczyszczaniem powietrza i łagodnym nawiewem bez przeciągów',
    },
    capacities: [2.6, 3.5, 4.2, 5.3],
    colors: ['W', 'B', 'C'],
    energyClass: 'A+++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 18,
    tier: 1.9,
    guaranteeYears: 5,
    minHeatingTemp: -25,
    video: 'youtube',
  },
  // ------------------------------------------------------------------ multi-split systems
  {
    name: 'Mosaic Multi',
    code: 'MSC',
    group: 'multi-split',
    kind: 'RAC',
    shape: 'multi-outdoor',
    tagline: {
      uk: 'зовнішній блок, що обслуговує кілька кімнат одним компресором',
      en: 'an outdoor unit that serves several rooms with one compressor',
      pl: 'jednostka zewnętrzna obsługująca kilka pomieszczeń jedną sprężarką',
    },
    capacities: [4.1, 5.3, 6.2, 7.9, 10.5, 12.3],
    rooms: [2, 2, 3, 4, 5, 5],
    colors: ['W'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 0,
    tier: 1,
    guaranteeYears: 3,
    minHeatingTemp: -15,
    video: 'youtube',
  },
  {
    name: 'Orbit Multi',
    code: 'ORB',
    group: 'multi-split',
    kind: 'RAC',
    shape: 'multi-outdoor',
    tagline: {
      uk: 'преміальний мульти-спліт з високою сезонною ефективністю',
      en: 'a premium multi-split with high seasonal efficiency',
      pl: 'multi-split klasy premium o wysokiej efektywności sezonowej',
    },
    capacities: [4.1, 5.3, 6.2, 7.9, 10.5, 12.3],
    rooms: [2, 2, 3, 4, 5, 5],
    colors: ['W'],
    energyClass: 'A+++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 0,
    tier: 1.3,
    guaranteeYears: 5,
    minHeatingTemp: -25,
  },
  {
    name: 'Mosaic Multi',
    code: 'MSI',
    group: 'multi-split',
    kind: 'RAC',
    shape: 'wall',
    multiIndoor: true,
    tagline: {
      uk: 'внутрішній настінний блок для мульти-спліт систем Mosaic Multi',
      en: 'a wall-mounted indoor unit for Mosaic Multi systems',
      pl: 'ścienna jednostka wewnętrzna do systemów Mosaic Multi',
    },
    capacities: [2.1, 2.6, 3.5, 5.3],
    colors: ['W', 'G'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 21,
    tier: 0.62,
    guaranteeYears: 3,
    minHeatingTemp: -15,
  },
  {
    name: 'Orbit Multi',
    code: 'ORI',
    group: 'multi-split',
    kind: 'RAC',
    shape: 'wall',
    multiIndoor: true,
    tagline: {
      uk: 'внутрішній настінний блок для мульти-спліт систем Orbit Multi',
      en: 'a wall-mounted indoor unit for Orbit Multi systems',
      pl: 'ścienna jednostka wewnętrzna do systemów Orbit Multi',
    },
    capacities: [2.1, 2.6, 3.5, 5.3],
    colors: ['W', 'B'],
    energyClass: 'A+++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 19,
    tier: 0.8,
    guaranteeYears: 5,
    minHeatingTemp: -25,
  },
  // ------------------------------------------------------------------ light commercial
  {
    name: 'Quadra',
    code: 'QDR',
    group: 'cassette',
    kind: 'LCAC',
    shape: 'cassette',
    tagline: {
      uk: 'чотирипотоковий касетний кондиціонер для офісів і магазинів',
      en: 'a four-way cassette unit for offices and shops',
      pl: 'czterostronny klimatyzator kasetonowy do biur i sklepów',
    },
    capacities: lightCommercial,
    colors: ['W'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 29,
    tier: 1,
    guaranteeYears: 3,
    minHeatingTemp: -15,
    threePhaseFrom: 10,
    onlyThreePhaseFrom: 14,
    video: 'youtube',
  },
  {
    name: 'Atrium Compact',
    code: 'ATR',
    group: 'cassette',
    kind: 'LCAC',
    shape: 'cassette',
    tagline: {
      uk: 'компактна касета 600×600 мм під стандартну підвісну стелю',
      en: 'a compact 600×600 mm cassette for standard suspended ceilings',
      pl: 'kompaktowa kaseta 600×600 mm do typowych sufitów podwieszanych',
    },
    capacities: [2.6, 3.5, 5.3],
    colors: ['W'],
    energyClass: 'A+',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 27,
    tier: 0.9,
    guaranteeYears: 3,
    minHeatingTemp: -15,
  },
  {
    name: 'Skyline Round Flow',
    code: 'SKY',
    group: 'cassette',
    kind: 'LCAC',
    shape: 'cassette',
    tagline: {
      uk: 'касета з круговим розподілом повітря для рівномірного комфорту у великих залах',
      en: 'a round-flow cassette for even comfort in large halls',
      pl: 'kaseta z okrężnym nawiewem zapewniająca równomierny komfort w dużych salach',
    },
    capacities: [5.3, 7.1, 10.0, 12.5, 14.0, 16.0],
    colors: ['W'],
    energyClass: 'A+++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 28,
    tier: 1.28,
    guaranteeYears: 5,
    minHeatingTemp: -20,
    threePhaseFrom: 10,
    onlyThreePhaseFrom: 14,
  },
  {
    name: 'Tunnel Slim',
    code: 'TNS',
    group: 'duct',
    kind: 'LCAC',
    shape: 'duct',
    tagline: {
      uk: 'низьконапірний канальний блок висотою лише 200 мм для квартир і готелів',
      en: 'a low-pressure ducted unit only 200 mm high for flats and hotels',
      pl: 'niskoprężna jednostka kanałowa o wysokości zaledwie 200 mm do mieszkań i hoteli',
    },
    capacities: [2.6, 3.5, 5.3, 7.1],
    colors: ['G'],
    energyClass: 'A+',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 24,
    tier: 0.95,
    guaranteeYears: 3,
    minHeatingTemp: -15,
  },
  {
    name: 'Vector Duct',
    code: 'VCT',
    group: 'duct',
    kind: 'LCAC',
    shape: 'duct',
    tagline: {
      uk: 'середньонапірний канальний кондиціонер для прихованого монтажу',
      en: 'a medium-pressure ducted unit for concealed installation',
      pl: 'średnioprężny klimatyzator kanałowy do montażu ukrytego',
    },
    capacities: [5.3, 7.1, 10.0, 12.5, 14.0, 16.0],
    colors: ['G'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 30,
    tier: 1,
    guaranteeYears: 3,
    minHeatingTemp: -15,
    threePhaseFrom: 10,
    onlyThreePhaseFrom: 14,
    video: 'youtube',
  },
  {
    name: 'Vector High Static',
    code: 'VHS',
    group: 'duct',
    kind: 'LCAC',
    shape: 'duct',
    tagline: {
      uk: 'високонапірний канальний блок для довгих повітроводів і торгових залів',
      en: 'a high-static ducted unit for long duct runs and sales floors',
      pl: 'wysokoprężna jednostka kanałowa do długich kanałów i sal sprzedaży',
    },
    capacities: [10.0, 12.5, 14.0, 16.0],
    colors: ['G'],
    energyClass: 'A+',
    refrigerant: 'R410A',
    inverter: true,
    wifi: 'none',
    noise: 36,
    tier: 1.15,
    guaranteeYears: 3,
    minHeatingTemp: -10,
    threePhaseFrom: 10,
    onlyThreePhaseFrom: 10,
  },
  {
    name: 'Horizon',
    code: 'HRZ',
    group: 'floor-ceiling',
    kind: 'LCAC',
    shape: 'floor',
    tagline: {
      uk: 'універсальний блок для монтажу під стелею або біля підлоги',
      en: 'a versatile unit for ceiling or low-wall mounting',
      pl: 'uniwersalna jednostka do montażu pod sufitem lub przy podłodze',
    },
    capacities: lightCommercial,
    colors: ['W'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'optional',
    noise: 31,
    tier: 1,
    guaranteeYears: 3,
    minHeatingTemp: -15,
    threePhaseFrom: 10,
    onlyThreePhaseFrom: 14,
  },
  {
    name: 'Meridian',
    code: 'MRD',
    group: 'floor-ceiling',
    kind: 'LCAC',
    shape: 'floor',
    tagline: {
      uk: 'підлогово-стельовий кондиціонер із далекобійним потоком повітря для залів і кафе',
      en: 'a floor-ceiling unit with a long air throw for halls and cafés',
      pl: 'klimatyzator przypodłogowo-sufitowy o dalekim zasięgu nawiewu do sal i kawiarni',
    },
    capacities: [7.1, 10.0, 12.5, 14.0, 16.0],
    colors: ['W'],
    energyClass: 'A+',
    refrigerant: 'R410A',
    inverter: true,
    wifi: 'none',
    noise: 34,
    tier: 0.92,
    guaranteeYears: 3,
    minHeatingTemp: -10,
    threePhaseFrom: 10,
    onlyThreePhaseFrom: 14,
  },
  // ------------------------------------------------------------------ heat pumps
  {
    name: 'Nordic Pro',
    code: 'NRP',
    group: 'heat-pump-air-water',
    kind: 'HP',
    shape: 'monobloc',
    tagline: {
      uk: 'тепловий насос-моноблок на R290 для опалення та гарячої води в приватному будинку',
      en: 'an R290 monobloc heat pump for heating and hot water in a family house',
      pl: 'pompa ciepła monoblok na R290 do ogrzewania i ciepłej wody w domu jednorodzinnym',
    },
    capacities: heatPumps,
    colors: ['W'],
    energyClass: 'A+++',
    refrigerant: 'R290',
    inverter: true,
    wifi: 'builtin',
    noise: 0,
    tier: 1.2,
    guaranteeYears: 7,
    minHeatingTemp: -28,
    threePhaseFrom: 8,
    onlyThreePhaseFrom: 12,
    video: 'youtube',
  },
  {
    name: 'Nordic Pro Hi-Temp',
    code: 'NRH',
    group: 'heat-pump-air-water',
    kind: 'HP',
    shape: 'monobloc',
    tagline: {
      uk: 'високотемпературний тепловий насос до +75 °C для будинків із радіаторами',
      en: 'a high-temperature heat pump up to +75 °C for houses with radiators',
      pl: 'wysokotemperaturowa pompa ciepła do +75 °C do domów z grzejnikami',
    },
    capacities: [8, 10, 12, 14, 16],
    colors: ['W'],
    energyClass: 'A++',
    refrigerant: 'R290',
    inverter: true,
    wifi: 'builtin',
    noise: 0,
    tier: 1.35,
    guaranteeYears: 7,
    minHeatingTemp: -28,
    threePhaseFrom: 8,
    onlyThreePhaseFrom: 12,
  },
  {
    name: 'Terra Therm Split',
    code: 'TRT',
    group: 'heat-pump-air-water',
    kind: 'HP',
    shape: 'hydro',
    tagline: {
      uk: 'спліт-тепловий насос з гідромодулем у котельні',
      en: 'a split heat pump with an indoor hydro module for the boiler room',
      pl: 'pompa ciepła typu split z modułem hydraulicznym w kotłowni',
    },
    capacities: heatPumps,
    colors: ['W'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 0,
    tier: 1,
    guaranteeYears: 5,
    minHeatingTemp: -25,
    threePhaseFrom: 8,
    onlyThreePhaseFrom: 12,
  },
  {
    name: 'Hydra Compact',
    code: 'HYD',
    group: 'heat-pump-air-water',
    kind: 'HP',
    shape: 'hydro',
    tagline: {
      uk: 'тепловий насос «все в одному» з вбудованим бойлером на 190 л',
      en: 'an all-in-one heat pump with a built-in 190 l hot-water cylinder',
      pl: 'pompa ciepła „wszystko w jednym” z wbudowanym zasobnikiem 190 l',
    },
    capacities: [6, 8, 10],
    colors: ['W'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 0,
    tier: 1.32,
    guaranteeYears: 5,
    minHeatingTemp: -25,
  },
  {
    name: 'Nordic Arctic',
    code: 'NRA',
    group: 'heat-pump-air-air',
    kind: 'HP',
    shape: 'wall',
    tagline: {
      uk: 'тепловий насос повітря-повітря, що гріє при морозі до −30 °C',
      en: 'an air-to-air heat pump that keeps heating down to −30 °C',
      pl: 'pompa ciepła powietrze-powietrze grzejąca nawet przy −30 °C',
    },
    capacities: [2.6, 3.5, 5.3, 7.0],
    colors: ['W', 'S', 'G'],
    energyClass: 'A+++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 19,
    tier: 1.55,
    guaranteeYears: 5,
    minHeatingTemp: -30,
    video: 'youtube',
  },
  {
    name: 'Boreal Heat',
    code: 'BRL',
    group: 'heat-pump-air-air',
    kind: 'HP',
    shape: 'wall',
    tagline: {
      uk: 'опалювальний кондиціонер з підігрівом піддону зовнішнього блока',
      en: 'a heating-optimised unit with a heated outdoor base pan',
      pl: 'klimatyzator zoptymalizowany do grzania z podgrzewaną tacą jednostki zewnętrznej',
    },
    capacities: [2.6, 3.5, 4.2, 5.3, 7.0],
    colors: ['W'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 21,
    tier: 1.35,
    guaranteeYears: 5,
    minHeatingTemp: -25,
  },
  {
    name: 'Boreal Console',
    code: 'BRF',
    group: 'heat-pump-air-air',
    kind: 'HP',
    shape: 'floor',
    tagline: {
      uk: 'підлоговий консольний тепловий насос, що гріє від самої підлоги',
      en: 'a floor console heat pump that warms the room from floor level',
      pl: 'przypodłogowa pompa ciepła typu konsola, grzejąca od poziomu podłogi',
    },
    capacities: [2.6, 3.5, 5.3],
    colors: ['W'],
    energyClass: 'A++',
    refrigerant: 'R32',
    inverter: true,
    wifi: 'builtin',
    noise: 23,
    tier: 1.45,
    guaranteeYears: 5,
    minHeatingTemp: -25,
  },
];

export type AccessoryShape = 'wifi' | 'controller' | 'bracket' | 'pump' | 'pipes' | 'tank' | 'filter' | 'cover';

export type Accessory = {
  sku: string;
  series: string;
  kind: ProductKind;
  shape: AccessoryShape;
  price: number;
  guaranteeYears: number;
  name: Localized;
  description: Localized;
  /** Features, same order in every language: [name, value] pairs. */
  features: Record<'uk' | 'en' | 'pl', [string, string][]>;
};

const acc = (
  sku: string,
  series: string,
  kind: ProductKind,
  shape: AccessoryShape,
  price: number,
  name: Localized,
  description: Localized,
  features: Accessory['features'],
  guaranteeYears = 1,
): Accessory => ({ sku, series, kind, shape, price, guaranteeYears, name, description, features });

const pipeKit = (liquid: string, gas: string, metres: number, price: number) =>
  acc(
    `IPK-${liquid.replace('/', '')}-${gas.replace('/', '')}-${metres}M`,
    'Install Pro',
    'RAC',
    'pipes',
    price,
    {
      uk: `Монтажний комплект мідних труб ${liquid}"–${gas}", ${metres} м`,
      en: `Copper pipe installation kit ${liquid}"–${gas}", ${metres} m`,
      pl: `Zestaw instalacyjny rur miedzianych ${liquid}"–${gas}", ${metres} m`,
    },
    {
      uk: `Відпалені мідні труби в теплоізоляції з кабелем міжблочного зв’язку та дренажним шлангом. Довжина траси ${metres} м.`,
      en: `Annealed copper pipes in insulation with an interconnecting cable and a drain hose. Line length ${metres} m.`,
      pl: `Wyżarzane rury miedziane w otulinie z przewodem sterującym i wężem skroplin. Długość instalacji ${metres} m.`,
    },
    {
      uk: [
        ['Рідинна лінія', `${liquid}"`],
        ['Газова лінія', `${gas}"`],
        ['Довжина', `${metres} м`],
        ['Теплоізоляція', '9 мм, спінений поліетилен'],
      ],
      en: [
        ['Liquid line', `${liquid}"`],
        ['Gas line', `${gas}"`],
        ['Length', `${metres} m`],
        ['Insulation', '9 mm polyethylene foam'],
      ],
      pl: [
        ['Linia cieczowa', `${liquid}"`],
        ['Linia gazowa', `${gas}"`],
        ['Długość', `${metres} m`],
        ['Izolacja', '9 mm, spieniony polietylen'],
      ],
    },
  );

const tank = (litres: number, price: number, buffer: boolean) =>
  acc(
    `${buffer ? 'ABT' : 'ADT'}-${litres}`,
    'AquaStore',
    'HP',
    'tank',
    price,
    buffer
      ? { uk: `Буферна ємність AquaStore ${litres} л`, en: `AquaStore ${litres} l buffer tank`, pl: `Zbiornik buforowy AquaStore ${litres} l` }
      : {
          uk: `Бойлер для теплового насоса AquaStore ${litres} л`,
          en: `AquaStore ${litres} l heat pump hot-water cylinder`,
          pl: `Zasobnik c.w.u. do pompy ciepła AquaStore ${litres} l`,
        },
    buffer
      ? {
          uk: 'Буферна ємність згладжує роботу теплового насоса, зменшує кількість пусків компресора та забезпечує запас тепла для відтаювання.',
          en: 'A buffer tank smooths heat pump operation, reduces compressor starts and stores heat for defrost cycles.',
          pl: 'Zbiornik buforowy stabilizuje pracę pompy ciepła, ogranicza liczbę startów sprężarki i magazynuje ciepło na potrzeby odszraniania.',
        }
      : {
          uk: 'Емальований бойлер зі збільшеним теплообмінником, розрахованим на низьку температуру подачі теплового насоса.',
          en: 'An enamelled cylinder with an enlarged coil sized for the low flow temperature of a heat pump.',
          pl: 'Emaliowany zasobnik z powiększoną wężownicą dobraną do niskiej temperatury zasilania pompy ciepła.',
        },
    {
      uk: [
        ['Об’єм', `${litres} л`],
        ['Ізоляція', '50 мм, пінополіуретан'],
        ['Максимальний тиск', buffer ? '3 бар' : '10 бар'],
      ],
      en: [
        ['Volume', `${litres} l`],
        ['Insulation', '50 mm polyurethane foam'],
        ['Maximum pressure', buffer ? '3 bar' : '10 bar'],
      ],
      pl: [
        ['Pojemność', `${litres} l`],
        ['Izolacja', '50 mm, pianka poliuretanowa'],
        ['Maksymalne ciśnienie', buffer ? '3 bar' : '10 bar'],
      ],
    },
    5,
  );

export const accessories: Accessory[] = [
  acc(
    'AWF-01',
    'Control',
    'RAC',
    'wifi',
    1290,
    {
      uk: 'Wi-Fi модуль AWF-01 для настінних кондиціонерів',
      en: 'AWF-01 Wi-Fi module for wall-mounted units',
      pl: 'Moduł Wi-Fi AWF-01 do klimatyzatorów ściennych',
    },
    {
      uk: 'Підключає кондиціонер до домашньої мережі: вмикайте, змінюйте режим і температуру зі смартфона.',
      en: 'Connects the air conditioner to your home network: switch it on, change the mode and temperature from a smartphone.',
      pl: 'Łączy klimatyzator z siecią domową: włączaj, zmieniaj tryb i temperaturę ze smartfona.',
    },
    {
      uk: [
        ['Стандарт', 'Wi-Fi 2,4 ГГц'],
        ['Сумісність', 'Aurora, Polar Comfort, Glacier, Nova Mini'],
      ],
      en: [
        ['Standard', 'Wi-Fi 2.4 GHz'],
        ['Compatibility', 'Aurora, Polar Comfort, Glacier, Nova Mini'],
      ],
      pl: [
        ['Standard', 'Wi-Fi 2,4 GHz'],
        ['Kompatybilność', 'Aurora, Polar Comfort, Glacier, Nova Mini'],
      ],
    },
  ),
  acc(
    'AWF-02',
    'Control',
    'LCAC',
    'wifi',
    1890,
    {
      uk: 'Wi-Fi модуль AWF-02 для напівпромислових кондиціонерів',
      en: 'AWF-02 Wi-Fi module for light-commercial units',
      pl: 'Moduł Wi-Fi AWF-02 do klimatyzatorów półprzemysłowych',
    },
    {
      uk: 'Хмарне керування касетними, канальними та підлогово-стельовими блоками з журналом помилок.',
      en: 'Cloud control for cassette, ducted and floor-ceiling units with an error log.',
      pl: 'Sterowanie w chmurze jednostkami kasetonowymi, kanałowymi i przypodłogowo-sufitowymi z dziennikiem błędów.',
    },
    {
      uk: [
        ['Стандарт', 'Wi-Fi 2,4 ГГц'],
        ['Сумісність', 'Quadra, Atrium Compact, Tunnel Slim, Vector Duct, Horizon'],
      ],
      en: [
        ['Standard', 'Wi-Fi 2.4 GHz'],
        ['Compatibility', 'Quadra, Atrium Compact, Tunnel Slim, Vector Duct, Horizon'],
      ],
      pl: [
        ['Standard', 'Wi-Fi 2,4 GHz'],
        ['Kompatybilność', 'Quadra, Atrium Compact, Tunnel Slim, Vector Duct, Horizon'],
      ],
    },
  ),
  acc(
    'KJR-10W',
    'Control',
    'LCAC',
    'controller',
    1650,
    { uk: 'Дротовий пульт KJR-10W', en: 'KJR-10W wired controller', pl: 'Sterownik przewodowy KJR-10W' },
    {
      uk: 'Настінний пульт з підсвіченим дисплеєм і тижневим таймером для офісних систем.',
      en: 'A wall controller with a backlit display and a weekly timer for office systems.',
      pl: 'Naścienny sterownik z podświetlanym wyświetlaczem i tygodniowym programatorem do systemów biurowych.',
    },
    {
      uk: [
        ['Дисплей', 'LCD з підсвічуванням'],
        ['Таймер', 'тижневий'],
        ['Кабель', '5 м у комплекті'],
      ],
      en: [
        ['Display', 'backlit LCD'],
        ['Timer', 'weekly'],
        ['Cable', '5 m included'],
      ],
      pl: [
        ['Wyświetlacz', 'podświetlany LCD'],
        ['Programator', 'tygodniowy'],
        ['Przewód', '5 m w zestawie'],
      ],
    },
  ),
  acc(
    'KJR-20T',
    'Control',
    'LCAC',
    'controller',
    3490,
    { uk: 'Сенсорний дротовий пульт KJR-20T', en: 'KJR-20T touch wired controller', pl: 'Dotykowy sterownik przewodowy KJR-20T' },
    {
      uk: 'Сенсорний пульт із вбудованим датчиком температури — кондиціонер орієнтується на температуру біля людей.',
      en: 'A touch controller with a built-in temperature sensor, so the unit follows the temperature where people are.',
      pl: 'Dotykowy sterownik z wbudowanym czujnikiem temperatury — jednostka reaguje na temperaturę tam, gdzie są ludzie.',
    },
    {
      uk: [
        ['Дисплей', 'сенсорний 3,5"'],
        ['Датчик температури', 'вбудований'],
        ['Живлення', 'від внутрішнього блока'],
      ],
      en: [
        ['Display', '3.5" touch screen'],
        ['Temperature sensor', 'built-in'],
        ['Power', 'from the indoor unit'],
      ],
      pl: [
        ['Wyświetlacz', 'dotykowy 3,5"'],
        ['Czujnik temperatury', 'wbudowany'],
        ['Zasilanie', 'z jednostki wewnętrznej'],
      ],
    },
  ),
  acc(
    'HTC-30',
    'Control',
    'HP',
    'controller',
    4290,
    { uk: 'Кімнатний термостат HTC-30 для теплового насоса', en: 'HTC-30 room thermostat for heat pumps', pl: 'Termostat pokojowy HTC-30 do pomp ciepła' },
    {
      uk: 'Бездротовий термостат з погодозалежним керуванням і окремими програмами для опалення та гарячої води.',
      en: 'A wireless thermostat with weather compensation and separate schedules for heating and hot water.',
      pl: 'Bezprzewodowy termostat ze sterowaniem pogodowym i osobnymi harmonogramami dla ogrzewania i c.w.u.',
    },
    {
      uk: [
        ['Зв’язок', 'радіо 868 МГц'],
        ['Живлення', '2 батареї AA'],
        ['Програми', 'тижневі, окремо для опалення та ГВП'],
      ],
      en: [
        ['Link', '868 MHz radio'],
        ['Power', '2 × AA batteries'],
        ['Schedules', 'weekly, separate for heating and hot water'],
      ],
      pl: [
        ['Łączność', 'radio 868 MHz'],
        ['Zasilanie', '2 baterie AA'],
        ['Harmonogramy', 'tygodniowe, osobno dla ogrzewania i c.w.u.'],
      ],
    },
    2,
  ),
  ...([450, 550, 650] as const).map((mm, i) =>
    acc(
      `BRK-${mm}`,
      'Install Pro',
      'RAC',
      'bracket',
      [490, 650, 890][i],
      {
        uk: `Кронштейн для зовнішнього блока ${mm} мм`,
        en: `Outdoor unit wall bracket ${mm} mm`,
        pl: `Wspornik jednostki zewnętrznej ${mm} mm`,
      },
      {
        uk: `Сталевий оцинкований кронштейн з порошковим фарбуванням для блоків глибиною до ${mm - 100} мм.`,
        en: `A galvanised, powder-coated steel bracket for units up to ${mm - 100} mm deep.`,
        pl: `Ocynkowany, malowany proszkowo wspornik stalowy do jednostek o głębokości do ${mm - 100} mm.`,
      },
      {
        uk: [
          ['Виліт', `${mm} мм`],
          ['Навантаження', `до ${[80, 120, 150][i]} кг`],
          ['Покриття', 'цинк + порошкова фарба'],
        ],
        en: [
          ['Reach', `${mm} mm`],
          ['Load', `up to ${[80, 120, 150][i]} kg`],
          ['Finish', 'zinc + powder coat'],
        ],
        pl: [
          ['Wysięg', `${mm} mm`],
          ['Obciążenie', `do ${[80, 120, 150][i]} kg`],
          ['Powłoka', 'cynk + farba proszkowa'],
        ],
      },
    ),
  ),
  ...([10, 20, 40] as const).map((lph, i) =>
    acc(
      `CDP-${lph}`,
      'FlowGuard',
      i === 2 ? 'LCAC' : 'RAC',
      'pump',
      [2390, 3190, 4890][i],
      {
        uk: `Дренажний насос FlowGuard ${lph} л/год`,
        en: `FlowGuard ${lph} l/h condensate pump`,
        pl: `Pompka skroplin FlowGuard ${lph} l/h`,
      },
      {
        uk: 'Відводить конденсат туди, куди самопливом не дістати: вгору до каналізації або на іншу стіну.',
        en: 'Removes condensate where gravity cannot: up to a drain stack or to another wall.',
        pl: 'Odprowadza skropliny tam, gdzie grawitacja nie wystarcza: w górę do kanalizacji lub na inną ścianę.',
      },
      {
        uk: [
          ['Продуктивність', `${lph} л/год`],
          ['Висота підйому', `${[8, 10, 12][i]} м`],
          ['Шум', `${[19, 21, 26][i]} дБ(А)`],
        ],
        en: [
          ['Flow rate', `${lph} l/h`],
          ['Lift', `${[8, 10, 12][i]} m`],
          ['Noise', `${[19, 21, 26][i]} dB(A)`],
        ],
        pl: [
          ['Wydajność', `${lph} l/h`],
          ['Wysokość podnoszenia', `${[8, 10, 12][i]} m`],
          ['Hałas', `${[19, 21, 26][i]} dB(A)`],
        ],
      },
    ),
  ),
  pipeKit('1/4', '3/8', 3, 2190),
  pipeKit('1/4', '3/8', 5, 3290),
  pipeKit('1/4', '1/2', 3, 2590),
  pipeKit('1/4', '1/2', 5, 3890),
  pipeKit('3/8', '5/8', 5, 5490),
  pipeKit('3/8', '5/8', 10, 9990),
  tank(150, 21900, false),
  tank(200, 25900, false),
  tank(300, 33900, false),
  tank(50, 9900, true),
  tank(100, 13900, true),
  ...(['RAC', 'LCAC'] as const).map((kind) =>
    acc(
      `FLT-${kind}`,
      'PureAir',
      kind,
      'filter',
      kind === 'RAC' ? 690 : 1490,
      {
        uk: kind === 'RAC' ? 'Комплект фільтрів PureAir для настінних блоків' : 'Комплект фільтрів PureAir для касетних блоків',
        en: kind === 'RAC' ? 'PureAir filter set for wall-mounted units' : 'PureAir filter set for cassette units',
        pl: kind === 'RAC' ? 'Zestaw filtrów PureAir do jednostek ściennych' : 'Zestaw filtrów PureAir do jednostek kasetonowych',
      },
      {
        uk: 'Вугільний і срібний фільтри затримують запахи, пил та алергени. Замінюйте раз на сезон.',
        en: 'Carbon and silver-ion filters trap odours, dust and allergens. Replace once a season.',
        pl: 'Filtry węglowy i z jonami srebra zatrzymują zapachy, kurz i alergeny. Wymieniaj raz na sezon.',
      },
      {
        uk: [
          ['У комплекті', '2 фільтри'],
          ['Ресурс', '6 місяців'],
        ],
        en: [
          ['In the box', '2 filters'],
          ['Service life', '6 months'],
        ],
        pl: [
          ['W zestawie', '2 filtry'],
          ['Żywotność', '6 miesięcy'],
        ],
      },
    ),
  ),
  ...(['S', 'L'] as const).map((size) =>
    acc(
      `HOD-${size}`,
      'Install Pro',
      'RAC',
      'cover',
      size === 'S' ? 1190 : 1590,
      {
        uk: `Захисний козирок для зовнішнього блока, розмір ${size}`,
        en: `Protective hood for the outdoor unit, size ${size}`,
        pl: `Daszek ochronny jednostki zewnętrznej, rozmiar ${size}`,
      },
      {
        uk: 'Захищає зовнішній блок від бурульок, снігу та прямого сонця, не заважаючи потоку повітря.',
        en: 'Shields the outdoor unit from icicles, snow and direct sun without blocking the airflow.',
        pl: 'Chroni jednostkę zewnętrzną przed soplami, śniegiem i bezpośrednim słońcem, nie blokując przepływu powietrza.',
      },
      {
        uk: [
          ['Ширина', size === 'S' ? '900 мм' : '1100 мм'],
          ['Матеріал', 'оцинкована сталь'],
        ],
        en: [
          ['Width', size === 'S' ? '900 mm' : '1100 mm'],
          ['Material', 'galvanised steel'],
        ],
        pl: [
          ['Szerokość', size === 'S' ? '900 mm' : '1100 mm'],
          ['Materiał', 'stal ocynkowana'],
        ],
      },
    ),
  ),
];
