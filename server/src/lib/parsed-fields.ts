import type { z } from 'zod';
import { FieldsError } from './http-errors';

/**
 * Multipart text fields checked against their contract (they are not a JSON body the route's schema validates):
 * the parsed values, or a 422 per field as a body's would be (an issue without a path falls on `fallback`).
 */
export function parsedFields<S extends z.ZodType>(schema: S, raw: Record<string, string>, fallback = 'request'): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[String(issue.path[0] ?? fallback)] ??= []).push(issue.message);
  throw new FieldsError(fields);
}
