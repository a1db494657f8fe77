import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import uk from '@/messages/uk.json';

/**
 * The web's texts in the three languages. The types check keys against en only (i18n/app-config.ts):
 * this holds uk and pl to the same keys, with a text in each and the same ICU arguments.
 */
type Tree = { [key: string]: string | Tree };
const catalogs = { uk, en, pl } as Record<string, Tree>;

/** Every text by its dotted path. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of texts(value, `${path}.`)) out.set(p, v);
  }
  return out;
}

/** The argument and tag names a text uses (`{count, plural, …}` → `count`), nested plurals and selects included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    names.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
    if (el.type === TYPE.tag) argumentsOf(el.children, names);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) argumentsOf(option.value, names);
  }
  return names;
}

const byLocale = Object.fromEntries(Object.entries(catalogs).map(([locale, tree]) => [locale, texts(tree)]));

describe('messages/{uk,en,pl}.json', () => {
  it('hold the same keys', () => {
    const keys = (locale: string) => [...byLocale[locale].keys()].sort();
    expect(keys('uk')).toEqual(keys('en'));
    expect(keys('pl')).toEqual(keys('en'));
  });

  it('have a text for every key', () => {
    const empty = Object.entries(byLocale).flatMap(([locale, all]) => [...all].filter(([, text]) => !text.trim()).map(([key]) => `${locale}: ${key}`));
    expect(empty).toEqual([]);
  });

  it('use the same ICU arguments for a key in every language', () => {
    const mismatches: string[] = [];
    for (const [key, text] of byLocale.en) {
      const want = [...argumentsOf(parse(text))].sort();
      for (const locale of ['uk', 'pl']) {
        const other = byLocale[locale].get(key);
        if (other === undefined) continue;
        const got = [...argumentsOf(parse(other))].sort();
        if (got.join() !== want.join()) mismatches.push(`${locale}: ${key} uses {${got}}, en uses {${want}}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
