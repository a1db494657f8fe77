/**
 * Text normalisation shared by the indexer (product_search) and the query side, so both
 * see the same words: lower-case runs of letters and digits and, besides the original words, their
 * forms without diacritics ("scienny" finds "ścienny") and Ukrainian typed in Latin letters the way
 * people do it on a Latin keyboard ("kondycioner" finds "кондиціонер"; "kondicioner", a typo away,
 * is corrected through the vocabulary, see search.ts).
 */

const latinOf: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
};

/** Latin letters without diacritics (Cyrillic й and ї keep theirs: they are letters of their own). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .replace(/ł/g, 'l')
    .normalize('NFC');

const transliterate = (text: string) => text.replace(/[а-яіїєґ]/g, (c) => latinOf[c] ?? c);

/** Words of a text: runs of letters and digits (hyphens and punctuation split words). */
const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('uk')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The text indexed in product_search for a product's names and codes: each distinct word
 * (a run of letters and digits, as the query side splits them) once, then its folded and
 * transliterated forms where they differ. Only words, so that the full-text parser sees exactly
 * what a query can ask for ("wfr-12" would otherwise index as "wfr" and the number "-12").
 */
export function searchTextOf(parts: string[]): string {
  const original = parts.filter(Boolean).join(' ');
  const words = new Set<string>();
  for (const word of wordsOf(original)) {
    words.add(word);
    words.add(fold(word));
    words.add(transliterate(word));
  }
  return [...words].join(' ');
}

/** Query words: letters and digits only, so they are safe inside a tsquery. At most 8. */
export function queryWordsOf(text: string): string[] {
  return [...new Set(wordsOf(text))].slice(0, 8);
}

/** A to_tsquery() text: each word as a prefix or one of its alternatives, all words required. */
export const tsqueryOf = (words: string[], alternatives: Map<string, string[]> = new Map()) =>
  words.map((w) => `(${[`${w}:*`, ...(alternatives.get(w) ?? [])].join(' | ')})`).join(' & ');

/** A vocabulary word may replace a query word only if it is a plain word too. */
export const isPlainWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);
