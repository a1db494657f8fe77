import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '@/contracts/validation';
import {
  countryOptions,
  displayPhone,
  filterCountries,
  flagEmoji,
  formatNational,
  groupPhoneDigits,
  isValidNational,
  parseInternational,
  phoneFieldOf,
  phoneValue,
} from './phone';
import { phoneFieldSchema } from './phone-field-schema';

const digitString = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 30 });

describe('groupPhoneDigits', () => {
  it('groups 2-3-2-2-rest without the flag and 3-2-2-2-rest with it', () => {
    expect(groupPhoneDigits('501234567', false)).toBe('50 123 45 67');
    expect(groupPhoneDigits('501234567', true)).toBe('501 23 45 67');
    expect(groupPhoneDigits('15123456789', true)).toBe('151 23 45 67 89');
    expect(groupPhoneDigits('5012', false)).toBe('50 12');
    expect(groupPhoneDigits('50 1 2 3', false)).toBe('50 123');
    expect(groupPhoneDigits('', false)).toBe('');
  });

  it('leaves text that does not match the grouping unchanged', () => {
    expect(groupPhoneDigits('50-123', false)).toBe('50-123');
    expect(groupPhoneDigits('abc', true)).toBe('abc');
    expect(groupPhoneDigits('+380', false)).toBe('+380');
  });

  it('keeps every digit in order, uses single spaces, and is idempotent', () => {
    fc.assert(
      fc.property(digitString, fc.boolean(), (digits, flag) => {
        const grouped = groupPhoneDigits(digits, flag);
        expect(grouped.replace(/ /g, '')).toBe(digits);
        expect(grouped).not.toMatch(/ {2}|^ | $/);
        expect(groupPhoneDigits(grouped, flag)).toBe(grouped);
      }),
    );
  });

  it('fills the groups in their sizes before the rest', () => {
    fc.assert(
      fc.property(digitString, fc.boolean(), (digits, flag) => {
        const sizes = (flag ? [3, 2, 2, 2] : [2, 3, 2, 2]).slice(0, Math.max(0, groupPhoneDigits(digits, flag).split(' ').length - 1));
        const groups = groupPhoneDigits(digits, flag).split(' ');
        sizes.forEach((size, i) => expect(groups[i]).toHaveLength(size));
      }),
    );
  });

  it('returns any text with other characters as it was', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((s) => /[^\d ]/.test(s)),
        fc.boolean(),
        (text, flag) => {
          expect(groupPhoneDigits(text, flag)).toBe(text);
        },
      ),
    );
  });
});

describe('phoneValue', () => {
  it('is the dial code without + followed by the digits', () => {
    expect(phoneValue({ country: 'UA', text: '50 123 45 67' })).toBe('380501234567');
    expect(phoneValue({ country: 'PL', text: '512 34 56 78' })).toBe('48512345678');
    expect(phoneValue({ country: 'DE', text: '151 23 45 67 89' })).toBe('4915123456789');
  });

  it('drops a national trunk prefix that would make the number invalid', () => {
    expect(phoneValue({ country: 'UA', text: '050 123 45 67' })).toBe('380501234567');
  });

  it('always starts with the dial code and ends with digits only', () => {
    fc.assert(
      fc.property(digitString, fc.constantFrom('UA', 'PL', 'DE', 'US', 'GB') as fc.Arbitrary<'UA' | 'PL' | 'DE' | 'US' | 'GB'>, (digits, country) => {
        const value = phoneValue({ country, text: digits });
        const dial = { UA: '380', PL: '48', DE: '49', US: '1', GB: '44' }[country];
        expect(value.startsWith(dial)).toBe(true);
        expect(value).toMatch(/^\d+$/);
      }),
    );
  });
});

describe('validity', () => {
  it('accepts real Ukrainian and Polish mobile numbers for their country only', () => {
    expect(isValidNational({ country: 'UA', text: '50 123 45 67' })).toBe(true);
    expect(isValidNational({ country: 'PL', text: '512 34 56 78' })).toBe(true);
    expect(isValidNational({ country: 'UA', text: '12 345' })).toBe(false);
    expect(isValidNational({ country: 'PL', text: '50 123 45 67 8' })).toBe(false);
  });

  it('reports the spec messages as validation keys', () => {
    const messageOf = (text: string, country: 'UA' | 'PL' = 'UA') => phoneFieldSchema.safeParse({ country, text }).error?.issues[0]?.message;
    expect(messageOf('')).toBe('required');
    expect(messageOf('50 12')).toBe('minLength?minimum=6');
    expect(messageOf('x'.repeat(251))).toBe('maxLength?maximum=250');
    expect(messageOf('12 345 67 89')).toBe('phoneInvalid');
    expect(messageOf('50 123 45 67')).toBeUndefined();
    expect(messageOf('512 34 56 78', 'PL')).toBeUndefined();
  });
});

describe('countries', () => {
  it('lists about 245 countries with Ukraine, Poland and Germany pinned on top, named in the UI language', () => {
    const options = countryOptions('en');
    expect(options.length).toBeGreaterThan(240);
    expect(options.slice(0, 3).map((o) => o.countryCode)).toEqual(['UA', 'PL', 'DE']);
    expect(options[0]).toEqual({ countryCode: 'UA', name: 'Ukraine', dialCode: '+380', flag: '🇺🇦' });
    expect(countryOptions('pl')[1].name).toBe('Polska');
    expect(countryOptions('uk')[0].name).toBe('Україна');
    expect(new Set(options.map((o) => o.countryCode)).size).toBe(options.length);
  });

  it('finds countries by name or by dial code', () => {
    const options = countryOptions('en');
    expect(filterCountries(options, 'pola').map((o) => o.countryCode)).toEqual(['PL']);
    expect(filterCountries(options, '+380').map((o) => o.countryCode)).toEqual(['UA']);
    expect(filterCountries(options, '48').map((o) => o.countryCode)).toContain('PL');
    expect(filterCountries(options, '  ')).toHaveLength(options.length);
    expect(filterCountries(options, 'zzzz')).toEqual([]);
  });

  it('builds flags from the country code', () => {
    expect(flagEmoji('PL')).toBe('🇵🇱');
  });
});

describe('conversions', () => {
  it('turns a stored phone back into country and grouped text', () => {
    expect(phoneFieldOf('380501234567')).toEqual({ country: 'UA', text: '50 123 45 67' });
    expect(phoneFieldOf('48512345678')).toEqual({ country: 'PL', text: '512 34 56 78' });
    expect(phoneFieldOf('')).toEqual({ country: 'UA', text: '' });
  });

  it('reads a pasted international number', () => {
    expect(parseInternational('+48 512 345 678')).toEqual({ country: 'PL', text: '512 34 56 78' });
    expect(parseInternational('512')).toBeNull();
  });

  it('shows a stored phone grouped as the input groups it, after its dial code', () => {
    expect(displayPhone('380674375183')).toBe(`+380 ${phoneFieldOf('380674375183').text}`);
    expect(displayPhone('380674375183')).toBe('+380 67 437 51 83');
    expect(displayPhone('48512345678')).toBe('+48 512 34 56 78');
  });

  it('caps the text at 250 characters', () => {
    expect(formatNational('1'.repeat(300), 'UA').replace(/ /g, '')).toHaveLength(250);
  });
});
