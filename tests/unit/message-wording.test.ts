import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import uk from '../../messages/uk.json';

const catalogs = { uk, en, pl };
const validation = (locale: keyof typeof catalogs) => createTranslator({ locale, messages: catalogs[locale], namespace: 'validation' });

describe('validation messages', () => {
  it.each([
    [
      'uk',
      'minLength',
      [1, 2, 5, 22, 111],
      ['Щонайменше 1 символ', 'Щонайменше 2 символи', 'Щонайменше 5 символів', 'Щонайменше 22 символи', 'Щонайменше 111 символів'],
    ],
    ['uk', 'maxLength', [1, 4, 100], ['Не більше 1 символу', 'Не більше 4 символів', 'Не більше 100 символів']],
    ['uk', 'minItems', [2, 5], ['Щонайменше 2 елементи', 'Щонайменше 5 елементів']],
    [
      'pl',
      'minLength',
      [1, 2, 5, 22, 12],
      ['Co najmniej 1 znak', 'Co najmniej 2 znaki', 'Co najmniej 5 znaków', 'Co najmniej 22 znaki', 'Co najmniej 12 znaków'],
    ],
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

/** Every text by its dotted path. */
const textsOf = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : textsOf(value as object, `${prefix}${key}.`),
  );
/** The portal's texts (the public marketing pages speak of service in general). */
const portal = (m: object) => textsOf(m).filter(([key]) => !key.startsWith('pages.'));
/** The names of the work order kind PREVENTION: the kind, not the visit (the same family of words). */
const kindKeys = new Set([
  'installations.list.types.PREVENTION',
  'installations.card.types.PREVENTION',
  'api.installations.workOrderType.PREVENTION',
  'dashboard.kinds.PREVENTION',
]);

describe('one name for the maintenance visit', () => {
  it.each([
    // uk: технічне обслуговування (ТО); no сервісний візит, профілактика, планове обслуговування, bare обслуговування.
    ['uk', uk, /сервісн\S* візит|візит|профілакт|планов\S* обслуговуван|(?<!технічн\S* )обслуговуван/i],
    // en: maintenance visit; no service visit, prevention, scheduled maintenance, bare maintenance (but the kind).
    ['en', en, /service visit|prevention|maintenance(?! visit)/i],
    // pl: przegląd serwisowy; no wizyta serwisowa (a visit of the site is another word), bare przegląd (but the kind).
    ['pl', pl, /wizyt\S* serwisow|(?:przeprowadź|przełóż|potwierdź|zdjęcia z) wizyt|przegl[ąa]d\S*(?! serwisow)(?=[\s.,:;!?)]|$)/i],
  ] as const)('%s', (_, m, other) => {
    const offending = portal(m).filter(([key, text]) => !kindKeys.has(key) && other.test(text));
    expect(offending).toEqual([]);
  });

  it.each(Object.entries(catalogs))('%s: the kind PREVENTION has one name, of the same family as the visit', (lang, m) => {
    const names = new Set([...kindKeys].map((key) => portal(m).find(([k]) => k === key)![1]));
    expect(names.size).toBe(1);
    expect([...names][0]).toMatch({ uk: /^Технічне обслуговування$/, en: /^Maintenance$/, pl: /^Przegląd$/ }[lang]!);
  });
});

describe('a number is written one way', () => {
  it.each([
    ['uk', uk, /\bNo\.|\bnr\b|#\{/],
    ['en', en, /\bno\. |\bNr\b|№/],
    ['pl', pl, /\bNo\.|\bnr\.|\bNr\.|№/],
  ] as const)('%s', (_, m, other) => {
    expect(textsOf(m).filter(([, text]) => other.test(text))).toEqual([]);
  });
});
