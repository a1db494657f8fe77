import { getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Phone handling: the country picker, the grouping as typed, validation. */
export const DEFAULT_COUNTRY: CountryCode = 'UA';
export const PINNED_COUNTRIES: readonly CountryCode[] = ['UA', 'PL', 'DE'];
export const PHONE_TEXT_MAX = 250;
export const PHONE_TEXT_MIN = 6;
export const NATIONAL_DIGITS_MIN = 2;
export const NATIONAL_DIGITS_MAX = 17;

export type CountryOption = { name: string; countryCode: CountryCode; dialCode: string; flag: string };

/** The flag emoji of a country: its two letters as regional indicator symbols. */
export const flagEmoji = (code: string) => String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** Every country and territory libphonenumber knows (about 245), named in the UI language; Ukraine, Poland, Germany first. */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const option = (countryCode: CountryCode): CountryOption => ({
    countryCode,
    name: names.of(countryCode) ?? countryCode,
    dialCode: `+${getCountryCallingCode(countryCode)}`,
    flag: flagEmoji(countryCode),
  });
  const collator = new Intl.Collator(locale);
  const rest = getCountries()
    .filter((code) => !PINNED_COUNTRIES.includes(code))
    .map(option)
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...PINNED_COUNTRIES.map(option), ...rest];
}

/** Search by country name (any part, any case) or by dial code (`+48`, `48`, `4`). */
export function filterCountries(options: CountryOption[], query: string): CountryOption[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return options;
  const digits = q.replace(/^\+/, '');
  const byDial = /^\d+$/.test(digits);
  return options.filter((o) => (byDial ? o.dialCode.slice(1).startsWith(digits) : o.name.toLocaleLowerCase().includes(q) || o.countryCode.toLowerCase() === q));
}

/**
 * The display groups: with the flag 3, 2, 2, 2 digits and the rest; without it 2, 3, 2, 2
 * and the rest; empty groups dropped, single spaces between. Text that is not digits and spaces does
 * not match the grouping and comes back unchanged.
 */
export function groupPhoneDigits(text: string, threeDigitLead: boolean): string {
  const compact = text.replace(/ +/g, '');
  const match = (threeDigitLead ? /^(\d{0,3})(\d{0,2})(\d{0,2})(\d{0,2})(\d*)$/ : /^(\d{0,2})(\d{0,3})(\d{0,2})(\d{0,2})(\d*)$/).exec(compact);
  if (!match) return text;
  return match.slice(1).filter(Boolean).join(' ');
}

/**
 * Which grouping a country's numbers read best in: Ukrainian operator codes have two digits
 * (50 123 45 67); elsewhere the flag's 3-2-2-2 grouping is used (Poland 501 23 45 67).
 */
export const usesThreeDigitLead = (country: CountryCode) => country !== 'UA';

export const formatNational = (text: string, country: CountryCode) => groupPhoneDigits(text.slice(0, PHONE_TEXT_MAX), usesThreeDigitLead(country));

export const nationalDigits = (text: string) => text.replace(/\D/g, '');

/** The phone input's value: the country and the text as typed (grouped). */
export type PhoneField = { country: CountryCode; text: string };

/** Valid for the chosen country (libphonenumber metadata) and 2 to 17 national digits. */
export function isValidNational(field: PhoneField): boolean {
  const digits = nationalDigits(field.text);
  return digits.length >= NATIONAL_DIGITS_MIN && digits.length <= NATIONAL_DIGITS_MAX && isValidPhoneNumber(digits, field.country);
}

/**
 * The phone as the API wants it: the dial code without `+` followed by the national digits. A
 * national trunk prefix typed out of habit (Ukrainian 050...) is dropped so that the number stays valid.
 */
export function phoneValue(field: PhoneField): string {
  const digits = nationalDigits(field.text);
  const parsed = parsePhoneNumberFromString(digits, field.country);
  const national = parsed?.isValid() && parsed.country === field.country ? parsed.nationalNumber : digits;
  return `${getCountryCallingCode(field.country)}${national}`;
}

/** The phone input's value for a stored phone (`380501234567`), or the default country and empty text. */
export function phoneFieldOf(value: string | null | undefined): PhoneField {
  const parsed = value ? parsePhoneNumberFromString(`+${value}`) : undefined;
  if (!parsed?.country) return { country: DEFAULT_COUNTRY, text: '' };
  return { country: parsed.country, text: formatNational(parsed.nationalNumber, parsed.country) };
}

/** A whole international number pasted or autofilled into the national field (`+48 501 234 567`). */
export function parseInternational(text: string): PhoneField | null {
  if (!text.trim().startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(text.trim());
  return parsed?.country ? { country: parsed.country, text: formatNational(parsed.nationalNumber, parsed.country) } : null;
}

/** A stored phone for reading, grouped as the phone input groups it (`+380 50 123 45 67`). */
export function displayPhone(value: string) {
  const parsed = parsePhoneNumberFromString(`+${value}`);
  return parsed?.country ? `+${parsed.countryCallingCode} ${formatNational(parsed.nationalNumber, parsed.country)}` : `+${value}`;
}
