import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import uk from '../../messages/uk.json';

const catalogs = { uk, en, pl };
const validation = (locale: keyof typeof catalogs) => createTranslator({ locale, messages: catalogs[locale], namespace: 'validation' });

describe('validation messages', () => {
  it.each([
    ['uk', 'minLength', [1, 2, 5, 22, 111], ['Щонайменше 1 символ', 'Щонайменше 2 символи', 'Щонайменше 5 символів', 'Щонайменше 22 символи', 'Щонайменше 111 символів']],
    ['uk', 'maxLength', [1, 4, 100], ['Не більше 1 символу', 'Не більше 4 символів', 'Не більше 100 символів']],
    ['uk', 'minItems', [2, 5], ['Щонайменше 2 елементи', 'Щонайменше 5 елементів']],
    ['pl', 'minLength', [1, 2, 5, 22, 12], ['Co najmniej 1 znak', 'Co najmniej 2 znaki', 'Co najmniej 5 znaków', 'Co najmniej 22 znaki', 'Co najmniej 12 znaków']],
    ['pl', 'maxItems', [3, 20], ['Nie więcej niż 3 elementy', 'Nie więcej niż 20 elementów']],
    ['en', 'minLength', [1, 8], ['At least 1 character', 'At least 8 characters']],
  ] as const)('%s %s agrees with the number', (locale, key, counts, texts) => {
    const t = validation(locale);
    const value = key.startsWith('min') ? 'minimum' : 'maximum';
    expect(counts.map((n) => t(key, { [value]: n }))).toEqual(texts);
  });

  it('writes limits in the number format of the language', () => {
    expect(validation('uk')('maxValue', { maximum: 12_500 })).toBe('Значення не більше 12\u00a0500');
    expect(validation('en')('maxValue', { maximum: 12_500 })).toBe('Must be at most 12,500');
  });
});

describe('wording', () => {
  it.each(Object.entries(catalogs))('%s: the favourites section has one name everywhere', (_, m) => {
    expect(new Set([m.shell.favorites, m.favorites.title, m.profile.sections.favourites]).size).toBe(1);
  });

  it.each(Object.entries(catalogs))('%s: every SMS names the product as the site does', (_, m) => {
    for (const text of Object.values(m.api.sms)) expect(text).toContain(m.meta.brand);
  });
});
