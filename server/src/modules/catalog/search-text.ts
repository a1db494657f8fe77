/**
 * Text normalisation shared by the indexer (products.search_text) and the query side, so both
 * see the same words: lower case, one kind of apostrophe, and, besides the original words, their
 * forms without diacritics ("scienny" finds "ścienny") and Ukrainian typed in Latin letters the way
 * people do it on a Latin keyboard ("kondycioner" finds "кондиціонер"; a typo away from
 * "kondicioner", which the trigram fallback then forgives).
 */

const latinOf: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i',
  й: 'j', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h',
  ц: 'c', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia', "'": '',
};

const lower = (text: string) => text.normalize('NFC').toLocaleLowerCase('uk').replace(/[’ʼ`´]/g, "'");

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').normalize('NFC');

const transliterate = (text: string) => text.replace(/[а-яіїєґ']/g, (c) => latinOf[c] ?? c);

/** Words of a text: runs of letters and digits (hyphens and punctuation split words). */
export const wordsOf = (text: string) => lower(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** The lower-cased text stored in products.search_text for a product's names and codes. */
export function searchTextOf(parts: string[]): string {
  const original = lower(parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim());
  const variants = new Set([original, fold(original), transliterate(original)]);
  return [...variants].join(' ');
}

export type SearchTerms = {
  /** Query words, each matched as a word prefix (full-text search, `simple` config). */
  words: string[];
  /** The whole query, normalised, for the typo-tolerant trigram comparison. */
  phrase: string;
};

/** Null when the text holds no letters or digits at all: such a search matches nothing. */
export function searchTermsOf(text: string): SearchTerms | null {
  const words = [...new Set(wordsOf(text).slice(0, 8))];
  return words.length ? { words, phrase: words.join(' ') } : null;
}

/** A to_tsquery() text: every word as a prefix, all required. Words hold only letters and digits. */
export const prefixQuery = (terms: SearchTerms) => terms.words.map((w) => `${w}:*`).join(' & ');
