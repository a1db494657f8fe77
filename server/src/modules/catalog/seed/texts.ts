import type { Lang } from '../../../../../contracts';
import type { Localized, ProductFeature, ProductTab } from '../../../db/schema';
import type { GroupSlug, Series, Wifi } from './series';
import { colors, type ColorCode } from './series';

/** Everything a text template needs to know about one generated product. */
export type UnitFacts = {
  series: Series;
  model: string;
  color: ColorCode;
  coolingKw: number | null;
  heatingKw: number;
  area: number;
  threePhase: boolean;
  seer: number | null;
  scop: number;
  noiseIndoor: [number, number] | null;
  noiseOutdoor: number | null;
  indoorSize: [number, number, number] | null;
  outdoorSize: [number, number, number] | null;
  weights: [number | null, number | null];
  pipes: [string, string] | null;
  maxPipe: number;
  maxHeight: number;
  breakerA: number;
  /** Multi-split: rooms an outdoor unit serves, or the indoor units (kW) of a set. */
  rooms?: number;
  kit?: number[];
};

const formats = new Map<Lang, Intl.NumberFormat>();
/** One decimal at most; uk and pl write a decimal comma. */
const num = (lang: Lang, n: number) => {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'uk' ? 'uk-UA' : lang === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: 1 });
    formats.set(lang, format);
  }
  return format.format(n);
};

const kW = (lang: Lang, n: number) => `${num(lang, n)} ${lang === 'uk' ? 'кВт' : 'kW'}`;
const mm = (lang: Lang, s: [number, number, number]) => `${s.join('×')} ${lang === 'uk' ? 'мм' : 'mm'}`;
const m2 = (lang: Lang, n: number) => `${n} ${lang === 'uk' ? 'м²' : 'm²'}`;

const roomsWord = (lang: Lang, n: number) => {
  if (lang === 'en') return n === 1 ? 'room' : 'rooms';
  if (lang === 'pl') return 'pomieszczeń';
  return n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'приміщення' : 'приміщень';
};

// ---------------------------------------------------------------- names

const typeName: Record<GroupSlug, Localized> = {
  'wall-split': { uk: 'Кондиціонер настінний', en: 'wall-mounted air conditioner', pl: 'Klimatyzator ścienny' },
  'multi-split': { uk: 'Мульти-спліт система', en: 'multi-split system', pl: 'System multi-split' },
  cassette: { uk: 'Кондиціонер касетний', en: 'cassette air conditioner', pl: 'Klimatyzator kasetonowy' },
  duct: { uk: 'Кондиціонер канальний', en: 'ducted air conditioner', pl: 'Klimatyzator kanałowy' },
  'floor-ceiling': { uk: 'Кондиціонер підлогово-стельовий', en: 'floor-ceiling air conditioner', pl: 'Klimatyzator przypodłogowo-sufitowy' },
  'heat-pump-air-water': { uk: 'Тепловий насос повітря-вода', en: 'air-to-water heat pump', pl: 'Pompa ciepła powietrze-woda' },
  'heat-pump-air-air': { uk: 'Тепловий насос повітря-повітря', en: 'air-to-air heat pump', pl: 'Pompa ciepła powietrze-powietrze' },
  accessories: { uk: 'Аксесуар', en: 'accessory', pl: 'Akcesorium' },
};

export function nameOf(lang: Lang, f: UnitFacts): string {
  const s = f.series;
  const model = `${s.name} ${f.model}`;
  if (f.kit) {
    const units = f.kit.map((k) => num(lang, k)).join(' + ');
    return {
      uk: `Комплект мульти-спліт системи ${model} (${units} кВт)`,
      en: `${model} multi-split set (${units} kW)`,
      pl: `Zestaw multi-split ${model} (${units} kW)`,
    }[lang];
  }
  if (s.shape === 'multi-outdoor') {
    return {
      uk: `Зовнішній блок мульти-спліт системи ${model} на ${f.rooms} ${roomsWord('uk', f.rooms!)}`,
      en: `${model} multi-split outdoor unit for ${f.rooms} ${roomsWord('en', f.rooms!)}`,
      pl: `Jednostka zewnętrzna multi-split ${model} do ${f.rooms} ${roomsWord('pl', f.rooms!)}`,
    }[lang];
  }
  const colour = s.colors.length > 1 ? `, ${colors[f.color].name[lang].toLowerCase()}` : '';
  if (s.multiIndoor) {
    return {
      uk: `Внутрішній настінний блок мульти-спліт системи ${model}${colour}`,
      en: `${model} wall-mounted indoor unit for multi-split${colour}`,
      pl: `Jednostka wewnętrzna ścienna multi-split ${model}${colour}`,
    }[lang];
  }
  const variant =
    s.group === 'heat-pump-air-water'
      ? {
          uk: s.shape === 'monobloc' ? ', моноблок' : ', спліт',
          en: s.shape === 'monobloc' ? ', monobloc' : ', split',
          pl: s.shape === 'monobloc' ? ', monoblok' : ', split',
        }[lang]
      : '';
  const phase = f.threePhase ? { uk: ', 3 фази', en: ', 3-phase', pl: ', 3-fazowy' }[lang] : '';
  const type = typeName[s.group][lang];
  return lang === 'en' ? `${model} ${type}${variant}${phase}${colour}` : `${type} ${model}${variant}${phase}${colour}`;
}

// ---------------------------------------------------------------- labels shared by many products

export const blockNames = {
  indoor: { uk: 'Внутрішній блок', en: 'Indoor unit', pl: 'Jednostka wewnętrzna' },
  outdoor: { uk: 'Зовнішній блок', en: 'Outdoor unit', pl: 'Jednostka zewnętrzna' },
  hydro: { uk: 'Гідромодуль', en: 'Hydro module', pl: 'Moduł hydrauliczny' },
} satisfies Record<string, Localized>;

export const tabTitles = {
  description: { uk: 'Опис', en: 'Description', pl: 'Opis' },
  specifications: { uk: 'Характеристики', en: 'Specifications', pl: 'Specyfikacja' },
  installation: { uk: 'Монтаж', en: 'Installation notes', pl: 'Wskazówki montażowe' },
} satisfies Record<string, Localized>;

export const videoTitle = (s: Series, kind: 'overview' | 'installation'): Localized =>
  kind === 'overview'
    ? { uk: `Огляд серії ${s.name}`, en: `${s.name} series overview`, pl: `Prezentacja serii ${s.name}` }
    : { uk: `Монтаж ${s.name}: покрокова інструкція`, en: `Installing ${s.name}: step by step`, pl: `Montaż ${s.name} krok po kroku` };

export const datasheetName = (seriesName: string): Localized => ({
  uk: `Технічний паспорт ${seriesName} (PDF)`,
  en: `${seriesName} datasheet (PDF)`,
  pl: `Karta katalogowa ${seriesName} (PDF)`,
});

const wifiText: Record<Wifi, Localized> = {
  builtin: { uk: 'вбудований', en: 'built-in', pl: 'wbudowane' },
  optional: { uk: 'опція (модуль AWF)', en: 'optional (AWF module)', pl: 'opcja (moduł AWF)' },
  none: { uk: 'немає', en: 'none', pl: 'brak' },
};

// ---------------------------------------------------------------- features

export function featuresOf(lang: Lang, f: UnitFacts): ProductFeature[] {
  const s = f.series;
  const L = (uk: string, en: string, pl: string) => ({ uk, en, pl })[lang];
  const out: ProductFeature[] = [];
  const add = (name: string, value: string | null) => {
    if (value !== null) out.push({ name, value });
  };
  const hp = s.group === 'heat-pump-air-water';
  add(L('Холодопродуктивність', 'Cooling capacity', 'Wydajność chłodnicza'), f.coolingKw === null ? null : kW(lang, f.coolingKw));
  add(L('Теплопродуктивність', 'Heating capacity', 'Wydajność grzewcza'), kW(lang, f.heatingKw));
  add(
    hp ? L('Опалювана площа', 'Heated area', 'Ogrzewana powierzchnia') : L('Площа приміщення', 'Room area', 'Powierzchnia pomieszczenia'),
    `${L('до', 'up to', 'do')} ${m2(lang, f.area)}`,
  );
  add(L('Клас енергоефективності', 'Energy efficiency class', 'Klasa efektywności energetycznej'), s.energyClass);
  add('SEER', f.seer === null ? null : num(lang, f.seer));
  add(hp ? 'SCOP (35 °C)' : 'SCOP', num(lang, f.scop));
  add(
    L('Рівень шуму внутрішнього блока', 'Indoor unit noise', 'Poziom hałasu jednostki wewnętrznej'),
    f.noiseIndoor ? `${f.noiseIndoor[0]}–${f.noiseIndoor[1]} ${L('дБ(А)', 'dB(A)', 'dB(A)')}` : null,
  );
  add(
    L('Рівень шуму зовнішнього блока', 'Outdoor unit noise', 'Poziom hałasu jednostki zewnętrznej'),
    f.noiseOutdoor ? `${f.noiseOutdoor} ${L('дБ(А)', 'dB(A)', 'dB(A)')}` : null,
  );
  add(L('Холодоагент', 'Refrigerant', 'Czynnik chłodniczy'), s.refrigerant);
  add(L('Інверторний компресор', 'Inverter compressor', 'Sprężarka inwerterowa'), s.inverter ? L('так', 'yes', 'tak') : L('ні', 'no', 'nie'));
  add('Wi-Fi', wifiText[s.wifi][lang]);
  add(
    L('Електроживлення', 'Power supply', 'Zasilanie'),
    f.threePhase
      ? L('380–415 В, 3 фази, 50 Гц', '380–415 V, 3-phase, 50 Hz', '380–415 V, 3 fazy, 50 Hz')
      : L('220–240 В, 1 фаза, 50 Гц', '220–240 V, single-phase, 50 Hz', '220–240 V, 1 faza, 50 Hz'),
  );
  add(L('Робочий діапазон (обігрів)', 'Operating range (heating)', 'Zakres pracy (grzanie)'), `${num(lang, s.minHeatingTemp)}…+${hp ? 35 : 24} °C`);
  add(
    L('Розміри внутрішнього блока (Ш×В×Г)', 'Indoor unit size (W×H×D)', 'Wymiary jednostki wewnętrznej (S×W×G)'),
    f.indoorSize ? mm(lang, f.indoorSize) : null,
  );
  add(
    L('Розміри зовнішнього блока (Ш×В×Г)', 'Outdoor unit size (W×H×D)', 'Wymiary jednostki zewnętrznej (S×W×G)'),
    f.outdoorSize ? mm(lang, f.outdoorSize) : null,
  );
  add(
    L('Маса внутрішнього / зовнішнього блока', 'Indoor / outdoor unit weight', 'Masa jednostki wewnętrznej / zewnętrznej'),
    f.weights.every((w) => w === null) ? null : `${f.weights.map((w) => (w === null ? '—' : num(lang, w))).join(' / ')} ${L('кг', 'kg', 'kg')}`,
  );
  add(L('Діаметри труб (рідина / газ)', 'Pipe sizes (liquid / gas)', 'Średnice rur (ciecz / gaz)'), f.pipes ? `${f.pipes[0]}" / ${f.pipes[1]}"` : null);
  add(L('Гарантія', 'Warranty', 'Gwarancja'), years(lang, s.guaranteeYears));
  return out;
}

export function years(lang: Lang, n: number) {
  if (lang === 'en') return `${n} ${n === 1 ? 'year' : 'years'}`;
  if (lang === 'pl') return `${n} ${n === 1 ? 'rok' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'lata' : 'lat'}`;
  return `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'рік' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'роки' : 'років'}`;
}

// ---------------------------------------------------------------- descriptions and tabs

export function descriptionOf(lang: Lang, f: UnitFacts, name: string): string {
  const s = f.series;
  const L = (uk: string, en: string, pl: string) => ({ uk, en, pl })[lang];
  const hp = s.group === 'heat-pump-air-water';
  const parts = [
    `${name} — ${s.tagline[lang]}.`,
    hp
      ? L(
          `Номінальна теплопродуктивність ${kW(lang, f.heatingKw)} вистачає для будинку площею до ${m2(lang, f.area)} з утепленням за сучасними нормами.`,
          `A rated heating output of ${kW(lang, f.heatingKw)} covers a house of up to ${m2(lang, f.area)} insulated to current standards.`,
          `Znamionowa moc grzewcza ${kW(lang, f.heatingKw)} wystarcza dla domu o powierzchni do ${m2(lang, f.area)}, ocieplonego zgodnie z obecnymi normami.`,
        )
      : L(
          `Розрахований на приміщення площею до ${m2(lang, f.area)}${f.coolingKw ? `, холодопродуктивність ${kW(lang, f.coolingKw)}` : ''}.`,
          `Sized for rooms of up to ${m2(lang, f.area)}${f.coolingKw ? ` with a cooling capacity of ${kW(lang, f.coolingKw)}` : ''}.`,
          `Przeznaczony do pomieszczeń o powierzchni do ${m2(lang, f.area)}${f.coolingKw ? `, wydajność chłodnicza ${kW(lang, f.coolingKw)}` : ''}.`,
        ),
    s.inverter
      ? L(
          'Інверторний компресор плавно змінює потужність, тому температура тримається рівно, а рахунки за електроенергію менші.',
          'The inverter compressor adjusts its speed smoothly, so the temperature stays even and electricity bills stay lower.',
          'Sprężarka inwerterowa płynnie zmienia moc, dzięki czemu temperatura jest stabilna, a rachunki za prąd niższe.',
        )
      : L(
          'Класичний компресор вмикається і вимикається за термостатом — проста конструкція, яку легко обслуговувати.',
          'The classic compressor cycles on and off with the thermostat: a simple design that is easy to service.',
          'Klasyczna sprężarka włącza się i wyłącza według termostatu — prosta konstrukcja, łatwa w serwisie.',
        ),
    L(
      `Працює на холодоагенті ${s.refrigerant}, клас енергоефективності ${s.energyClass}, обігрів доступний до ${num(lang, s.minHeatingTemp)} °C на вулиці.`,
      `It runs on ${s.refrigerant} refrigerant, has energy class ${s.energyClass} and heats at outdoor temperatures down to ${num(lang, s.minHeatingTemp)} °C.`,
      `Pracuje na czynniku ${s.refrigerant}, ma klasę energetyczną ${s.energyClass} i grzeje przy temperaturze zewnętrznej do ${num(lang, s.minHeatingTemp)} °C.`,
    ),
  ];
  if (s.wifi === 'builtin') {
    parts.push(
      L(
        'Вбудований Wi-Fi дозволяє керувати пристроєм зі смартфона та налаштувати розклад роботи.',
        'Built-in Wi-Fi lets you control it from a smartphone and set a schedule.',
        'Wbudowane Wi-Fi pozwala sterować urządzeniem ze smartfona i ustawić harmonogram pracy.',
      ),
    );
  } else if (s.wifi === 'optional') {
    parts.push(
      L(
        'Керування зі смартфона доступне з додатковим Wi-Fi модулем AWF.',
        'Smartphone control is available with the optional AWF Wi-Fi module.',
        'Sterowanie ze smartfona jest dostępne z opcjonalnym modułem Wi-Fi AWF.',
      ),
    );
  }
  return parts.join(' ');
}

function advantages(lang: Lang, f: UnitFacts): string[] {
  const s = f.series;
  const L = (uk: string, en: string, pl: string) => ({ uk, en, pl })[lang];
  const out: string[] = [];
  if (f.noiseIndoor) {
    out.push(
      L(
        `Тиха робота: від ${f.noiseIndoor[0]} дБ(А) у нічному режимі`,
        `Quiet: from ${f.noiseIndoor[0]} dB(A) in sleep mode`,
        `Cicha praca: od ${f.noiseIndoor[0]} dB(A) w trybie nocnym`,
      ),
    );
  }
  if (f.seer)
    out.push(
      L(`Сезонна ефективність SEER ${num(lang, f.seer)}`, `Seasonal efficiency SEER ${num(lang, f.seer)}`, `Sezonowa efektywność SEER ${num(lang, f.seer)}`),
    );
  out.push(
    L(
      `Обігрів при температурі до ${num(lang, s.minHeatingTemp)} °C`,
      `Heating down to ${num(lang, s.minHeatingTemp)} °C outside`,
      `Grzanie przy temperaturze do ${num(lang, s.minHeatingTemp)} °C`,
    ),
  );
  if (s.refrigerant === 'R290')
    out.push(L('Природний холодоагент R290 з низьким GWP', 'Natural R290 refrigerant with a low GWP', 'Naturalny czynnik R290 o niskim GWP'));
  if (s.wifi === 'builtin') out.push(L('Керування зі смартфона', 'Smartphone control', 'Sterowanie ze smartfona'));
  out.push(L(`Гарантія ${years('uk', s.guaranteeYears)}`, `${years('en', s.guaranteeYears)} warranty`, `Gwarancja ${years('pl', s.guaranteeYears)}`));
  return out;
}

function installationNotes(lang: Lang, f: UnitFacts): string {
  const s = f.series;
  const L = (uk: string, en: string, pl: string) => ({ uk, en, pl })[lang];
  const lines: string[] = [];
  if (s.group === 'heat-pump-air-water') {
    lines.push(
      L(
        'Встановлюйте зовнішній блок на рівну основу з відступом не менше 300 мм від стіни та 1 м вільного простору перед вентилятором. Підніміть блок над рівнем снігового покриву.',
        'Place the outdoor unit on a level base at least 300 mm from the wall with 1 m of free space in front of the fan. Raise it above the usual snow line.',
        'Ustaw jednostkę zewnętrzną na równym podłożu, co najmniej 300 mm od ściany, z 1 m wolnej przestrzeni przed wentylatorem. Podnieś ją ponad typowy poziom śniegu.',
      ),
      L(
        '- Промийте систему опалення перед підключенням і встановіть сітчастий фільтр на зворотній лінії',
        '- Flush the heating system before connecting it and fit a strainer on the return line',
        '- Przepłucz instalację grzewczą przed podłączeniem i zamontuj filtr siatkowy na powrocie',
      ),
      L(
        `- Автоматичний вимикач: ${f.breakerA} А${f.threePhase ? ', трифазний' : ''}`,
        `- Circuit breaker: ${f.breakerA} A${f.threePhase ? ', three-phase' : ''}`,
        `- Wyłącznik nadprądowy: ${f.breakerA} A${f.threePhase ? ', trójfazowy' : ''}`,
      ),
      L(
        '- Відведіть конденсат від відтаювання в дренаж, захищений від замерзання',
        '- Route defrost water to a frost-protected drain',
        '- Odprowadź wodę z odszraniania do odpływu zabezpieczonego przed zamarzaniem',
      ),
    );
    if (s.refrigerant === 'R290') {
      lines.push(
        L(
          '- R290 горючий: дотримуйтесь зони безпеки навколо блока, без джерел іскор і входів у підвал',
          '- R290 is flammable: keep the safety zone around the unit free of ignition sources and basement openings',
          '- R290 jest palny: zachowaj strefę bezpieczeństwa wokół jednostki bez źródeł zapłonu i wejść do piwnicy',
        ),
      );
    }
    return lines.join('\n');
  }
  lines.push(
    L(
      'Монтаж виконує сертифікований монтажник: від якості вакуумування та розвальцювання залежить ресурс компресора і гарантія.',
      'Have a certified installer fit the unit: evacuation and flaring quality decide the compressor life and the warranty.',
      'Montaż powinien wykonać certyfikowany instalator: od jakości próżniowania i kielichowania zależy żywotność sprężarki i gwarancja.',
    ),
  );
  if (f.pipes) {
    lines.push(
      L(
        `- Діаметри труб: ${f.pipes[0]}" (рідина) та ${f.pipes[1]}" (газ)`,
        `- Pipe sizes: ${f.pipes[0]}" liquid and ${f.pipes[1]}" gas`,
        `- Średnice rur: ${f.pipes[0]}" (ciecz) i ${f.pipes[1]}" (gaz)`,
      ),
      L(
        `- Максимальна довжина траси ${f.maxPipe} м, перепад висот до ${f.maxHeight} м`,
        `- Maximum line length ${f.maxPipe} m, height difference up to ${f.maxHeight} m`,
        `- Maksymalna długość instalacji ${f.maxPipe} m, różnica wysokości do ${f.maxHeight} m`,
      ),
    );
  }
  lines.push(
    L(
      '- Вакуумуйте систему не менше 15 хвилин до тиску нижче 500 мікрон',
      '- Evacuate the system for at least 15 minutes to below 500 microns',
      '- Próżniuj instalację co najmniej 15 minut do ciśnienia poniżej 500 mikronów',
    ),
    L(
      '- Дренаж прокладайте з ухилом не менше 1 см на метр',
      '- Lay the condensate drain with a fall of at least 1 cm per metre',
      '- Prowadź odpływ skroplin ze spadkiem co najmniej 1 cm na metr',
    ),
    L(
      `- Окрема лінія живлення з автоматичним вимикачем ${f.breakerA} А`,
      `- A dedicated supply line with a ${f.breakerA} A circuit breaker`,
      `- Osobna linia zasilająca z wyłącznikiem ${f.breakerA} A`,
    ),
  );
  if (s.group === 'cassette') {
    lines.push(
      L(
        '- Потрібна висота запотолкового простору щонайменше на 30 мм більша за висоту корпусу',
        '- The ceiling void must be at least 30 mm deeper than the unit body',
        '- Przestrzeń nad sufitem musi być o co najmniej 30 mm wyższa od korpusu jednostki',
      ),
    );
  }
  if (s.group === 'duct') {
    lines.push(
      L(
        '- Передбачте ревізійний люк для обслуговування фільтра та дренажного піддону',
        '- Provide an access hatch for the filter and the drain pan',
        '- Zaplanuj otwór rewizyjny do obsługi filtra i tacy skroplin',
      ),
    );
  }
  if (s.refrigerant === 'R290') {
    lines.push(
      L(
        '- R290 горючий: мінімальна площа приміщення та заборона паяння на заправленій системі',
        '- R290 is flammable: observe the minimum room area and never braze on a charged system',
        '- R290 jest palny: przestrzegaj minimalnej powierzchni pomieszczenia i nie lutuj napełnionej instalacji',
      ),
    );
  }
  return lines.join('\n');
}

export function tabsOf(lang: Lang, f: UnitFacts, description: string, features: ProductFeature[]): ProductTab[] {
  return [
    {
      title: tabTitles.description[lang],
      content: `${description}\n\n${advantages(lang, f)
        .map((a) => `- ${a}`)
        .join('\n')}`,
    },
    { title: tabTitles.specifications[lang], content: features.map((x) => `- ${x.name}: ${x.value}`).join('\n') },
    { title: tabTitles.installation[lang], content: installationNotes(lang, f) },
  ];
}

// ---------------------------------------------------------------- filter properties

export const propertyNames = {
  cooling_kw: { uk: 'Холодопродуктивність', en: 'Cooling capacity', pl: 'Wydajność chłodnicza' },
  heating_kw: { uk: 'Теплопродуктивність', en: 'Heating capacity', pl: 'Wydajność grzewcza' },
  area: { uk: 'Площа приміщення', en: 'Room area', pl: 'Powierzchnia pomieszczenia' },
  energy_class: { uk: 'Клас енергоефективності', en: 'Energy efficiency class', pl: 'Klasa energetyczna' },
  noise: { uk: 'Рівень шуму', en: 'Noise level', pl: 'Poziom hałasu' },
  refrigerant: { uk: 'Холодоагент', en: 'Refrigerant', pl: 'Czynnik chłodniczy' },
  inverter: { uk: 'Інверторний', en: 'Inverter', pl: 'Inwerter' },
  wifi: { uk: 'Wi-Fi', en: 'Wi-Fi', pl: 'Wi-Fi' },
  power: { uk: 'Електроживлення', en: 'Power supply', pl: 'Zasilanie' },
  series: { uk: 'Серія', en: 'Series', pl: 'Seria' },
} satisfies Record<string, Localized>;
export type PropertyCode = keyof typeof propertyNames;

export const valueLabels = {
  kw: (n: number): Localized => ({ uk: kW('uk', n), en: kW('en', n), pl: kW('pl', n) }),
  area: (n: number): Localized => ({ uk: `до ${m2('uk', n)}`, en: `up to ${m2('en', n)}`, pl: `do ${m2('pl', n)}` }),
  noise: {
    quiet: { uk: 'до 22 дБ', en: 'up to 22 dB', pl: 'do 22 dB' },
    normal: { uk: '23–30 дБ', en: '23–30 dB', pl: '23–30 dB' },
    loud: { uk: 'понад 30 дБ', en: 'over 30 dB', pl: 'powyżej 30 dB' },
  } satisfies Record<string, Localized>,
  yes: { uk: 'Так', en: 'Yes', pl: 'Tak' },
  no: { uk: 'Ні', en: 'No', pl: 'Nie' },
  wifi: {
    builtin: { uk: 'Вбудований', en: 'Built-in', pl: 'Wbudowane' },
    optional: { uk: 'Опційний модуль', en: 'Optional module', pl: 'Opcjonalny moduł' },
    none: { uk: 'Немає', en: 'None', pl: 'Brak' },
  } satisfies Record<Wifi, Localized>,
  power: {
    single: { uk: '1 фаза, 220 В', en: 'Single-phase, 230 V', pl: '1 faza, 230 V' },
    three: { uk: '3 фази, 380 В', en: 'Three-phase, 400 V', pl: '3 fazy, 400 V' },
  } satisfies Record<string, Localized>,
};
