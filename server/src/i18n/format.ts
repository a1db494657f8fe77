import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { enGB } from 'date-fns/locale/en-GB';
import { pl } from 'date-fns/locale/pl';
import { uk } from 'date-fns/locale/uk';
import type { Locale } from 'date-fns';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { limitSize, type Lang } from '../../../contracts';

/**
 * How the server writes dates, phones and sizes inside the texts it builds (notifications, SMS, the history, the
 * card's warnings, the calendar feed, upload refusals): for the reader's language, never as stored. The translator
 * applies `localizedValues` to every text's values, so a module passes the stored `yyyy-MM-dd` and digits and the
 * reader gets "8 грудня 2026", "8 December 2026", "8 grudnia 2026" and "+380 50 123 45 67".
 */
const locales: Record<Lang, Locale> = { uk, en: enGB, pl };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const PHONE = /^\d{8,15}$/;

/** A stored day (`2026-12-08`) as the reader writes it: 8 грудня 2026 / 8 December 2026 / 8 grudnia 2026. */
export function formatDay(lang: Lang, day: string): string {
  const date = DAY.test(day) ? parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1)) : null;
  return date && isValid(date) ? format(date, 'd MMMM yyyy', { locale: locales[lang] }) : day;
}

/** A month (`2026-12`) as a calendar heads it: грудень 2026 / December 2026 / grudzień 2026. */
export function formatMonth(lang: Lang, month: string): string {
  const date = MONTH.test(month) ? parse(month, 'yyyy-MM', new Date(2000, 0, 1)) : null;
  return date && isValid(date) ? format(date, 'LLLL yyyy', { locale: locales[lang] }) : month;
}

/**
 * A stored phone (`380501234567`) grouped as the web's phone input shows it (lib/phone.ts `displayPhone`):
 * Ukrainian numbers 2-3-2-2 after the country code (+380 50 123 45 67), others 3-2-2-2 (+48 512 34 56 78).
 */
export function displayPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(`+${value}`);
  if (!parsed?.country) return `+${value}`;
  const national = String(parsed.nationalNumber);
  const groups = (parsed.country === 'UA' ? /^(\d{0,2})(\d{0,3})(\d{0,2})(\d{0,2})(\d*)$/ : /^(\d{0,3})(\d{0,2})(\d{0,2})(\d{0,2})(\d*)$/).exec(national);
  return `+${parsed.countryCallingCode} ${groups ? groups.slice(1).filter(Boolean).join(' ') : national}`;
}

/** A size in bytes in the units upload limits are set in: 20 МБ / 20 MB, 1,5 ГБ / 1.5 GB. */
function formatBytes(lang: Lang, bytes: number): string {
  const [value, options] = limitSize(bytes);
  return new Intl.NumberFormat(lang, options).format(value);
}

const isDayKey = (key: string) => key === 'date' || key.endsWith('Date');
const isPhoneKey = (key: string) => key === 'phone' || key.endsWith('Phone');

/**
 * The values of a text, readable in `lang`: a day named `date` or `…Date` (`fromDate`, `toDate`) written
 * `yyyy-MM-dd`, a `month` written `yyyy-MM`, a `phone` (`…Phone`) of digits and a number of `…Bytes` are
 * formatted; anything else (a time `HH:mm`, other numbers, names, a date already formatted) passes unchanged.
 */
export function localizedValues<V extends Record<string, string | number>>(lang: Lang, values: V): V {
  const out: Record<string, string | number> = { ...values };
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'number' && key.endsWith('Bytes')) out[key] = formatBytes(lang, value);
    if (typeof value !== 'string') continue;
    if (isDayKey(key) && DAY.test(value)) out[key] = formatDay(lang, value);
    else if (key === 'month' && MONTH.test(value)) out[key] = formatMonth(lang, value);
    else if (isPhoneKey(key) && PHONE.test(value)) out[key] = displayPhone(value);
  }
  return out as V;
}
