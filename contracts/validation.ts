import { z } from 'zod';

/**
 * Validation messages travel as keys with their values (`minLength?minimum=8`) so that the
 * browser and the API translate the same issue into the user's language from messages/*.json
 * (namespace `validation`).
 */
export type ValidationMessage = { key: string; values: Record<string, string | number> };

const encode = (key: string, values: Record<string, string | number | bigint> = {}) => {
  const params = Object.entries(values)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return params ? `${key}?${params}` : key;
};

export function decodeValidationMessage(message: string): ValidationMessage {
  const [key, query = ''] = message.split('?', 2);
  const values: Record<string, string | number> = {};
  for (const pair of query.split('&').filter(Boolean)) {
    const [k, v = ''] = pair.split('=', 2);
    const decoded = decodeURIComponent(v);
    values[k] = /^-?\d+(\.\d+)?$/.test(decoded) ? Number(decoded) : decoded;
  }
  return { key, values };
}

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** Global zod error map: turns every built-in issue into a message key. */
export function contractErrorMap(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalidType';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : encode('minLength', { minimum: issue.minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return encode('minItems', { minimum: issue.minimum });
      return encode('minValue', { minimum: issue.minimum });
    case 'too_big':
      if (issue.origin === 'string') return encode('maxLength', { maximum: issue.maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return encode('maxItems', { maximum: issue.maximum });
      return encode('maxValue', { maximum: issue.maximum });
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'format';
    case 'unrecognized_keys':
      return 'unknownField';
    default:
      return 'invalid';
  }
}

let configured = false;
/** Call once per process (API start, web providers, tests). */
export function configureValidationMessages() {
  if (configured) return;
  z.config({ customError: contractErrorMap });
  configured = true;
}
configureValidationMessages();

/** Custom issue with a key the translations know (see messages `validation`). */
export const messageKey = encode;

// Control characters (C0, DEL, C1) and lone UTF-16 surrogates (ill-formed Unicode): never meaningful in a form field,
// and PostgreSQL cannot store NUL or a lone surrogate in text.
const NOT_TEXT = /[\p{Cc}\p{Cs}]/u;

/**
 * The base of every text a client sends (form fields, tokens, search): a string without control characters and with
 * well-formed Unicode; otherwise the field's error is `textInvalid`.
 */
export const textSchema = () => z.string().refine((s) => !NOT_TEXT.test(s), { message: messageKey('textInvalid') });
