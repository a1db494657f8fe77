import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { messageKey } from '../../../../contracts';
import { FieldsError } from '../../lib/http-errors';

/** How much of one changed text the log keeps. */
const LOGGED_CHARS = 300;

/** Every text of a document by its path (`sections.2.blocks.0.text`): what the log compares. */
function textsByPath(value: unknown, path: string[] = [], into: Record<string, string> = {}) {
  if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) textsByPath(inner, [...path, key], into);
  else into[path.join('.')] = String(value).slice(0, LOGGED_CHARS);
  return into;
}

/**
 * A page's change as the audit log holds it: the texts that moved, before and after, each under its path (a text that
 * appeared or went is null on the other side). The log keeps only the paths whose text differs.
 */
export function loggedChange(before: unknown, after: unknown) {
  const was = textsByPath(before);
  const is = textsByPath(after);
  const paths = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return {
    before: Object.fromEntries(paths.map((path) => [path, was[path] ?? null])),
    after: Object.fromEntries(paths.map((path) => [path, is[path] ?? null])),
  };
}

export const sameDocument = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** The document held to its schema, or a 422 `document` naming the first wrong value's path. */
export function documentOf<S extends z.ZodType>(schema: S, document: unknown): z.output<S> {
  const parsed = schema.safeParse(document);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new FieldsError({ document: [messageKey('documentInvalid', { path: issue.path.join('.') })] });
}
