import { createTranslator } from 'use-intl/core';
import { decodeValidationMessage, type Lang } from '../../../contracts';
import en from '../../../messages/en.json' with { type: 'json' };
import pl from '../../../messages/pl.json' with { type: 'json' };
import uk from '../../../messages/uk.json' with { type: 'json' };
import { localizedValues } from './format';

const catalogs = { uk, en, pl } as const;

export type Translator = {
  /** A text of the `api` namespace, e.g. `t('errors.notFound')`; stored days, months and phones among the values are written for the language (./format.ts). */
  (key: string, values?: Record<string, string | number>): string;
  /** A validation message as carried by zod issues (`minLength?minimum=8`). */
  validation: (message: string) => string;
};

const cache = new Map<Lang, Translator>();

export function translator(lang: Lang): Translator {
  const cached = cache.get(lang);
  if (cached) return cached;
  const messages = catalogs[lang] as Record<string, unknown>;
  const api = createTranslator({ locale: lang, messages, namespace: 'api' as never });
  const validation = createTranslator({ locale: lang, messages, namespace: 'validation' as never });
  const t = ((key: string, values?: Record<string, string | number>) =>
    (api as unknown as (k: string, v?: object) => string)(key, values && localizedValues(lang, values))) as Translator;
  t.validation = (message) => {
    const { key, values } = decodeValidationMessage(message);
    const has = (validation as unknown as { has: (k: string) => boolean }).has(key);
    return (validation as unknown as (k: string, v?: object) => string)(has ? key : 'invalid', values);
  };
  cache.set(lang, t);
  return t;
}

/**
 * A translator of another namespace of the same messages: a list's export reads the list's own texts (its columns,
 * states and value names, e.g. `admin.audit`) rather than keeping copies of them under `api`.
 */
export function textsIn(lang: Lang, namespace: string) {
  return createTranslator({ locale: lang, messages: catalogs[lang] as Record<string, unknown>, namespace: namespace as never }) as unknown as {
    (key: string, values?: Record<string, string | number>): string;
    has: (key: string) => boolean;
  };
}
