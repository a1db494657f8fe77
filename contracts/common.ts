import { z } from 'zod';
// Installs the message-key error map wherever a schema is used (browser forms and the API alike).
import './validation';
import { defaultLocale, locales, MAX_PER_PAGE } from './constants';

export { defaultLocale, locales, MAX_PER_PAGE } from './constants';

export const langSchema = z.enum(locales);
export type Lang = z.infer<typeof langSchema>;

/** Every call accepts `lang`; unknown values fall back to the default instead of failing the call. */
export const langQuery = z.object({ lang: langSchema.catch(defaultLocale).default(defaultLocale) });

/** Success envelope (docs/api.md#answers-and-pages): always an object with `data`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const pageLinkSchema = z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() });

/** A paged list (docs/api.md#answers-and-pages; Laravel-style page object). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    currentPage: z.number().int(),
    lastPage: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    links: z.array(pageLinkSchema),
  });
export type Page<T> = {
  data: T[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
  from: number | null;
  to: number | null;
  links: z.infer<typeof pageLinkSchema>[];
};

/**
 * A page of a list that may be too long to count on every request (installations): the page object of
 * `pageSchema`, where `total` is exact when `totalIsExact`, and otherwise a lower bound ("more than total - 1"):
 * the list counted that far and stopped. `lastPage` then reaches as far as the count did.
 */
export const boundedPageSchema = <T extends z.ZodType>(item: T) => pageSchema(item).extend({ totalIsExact: z.boolean() });

/** `page` and `perPage` query fields; the default page size differs per list. */
export const pagingQuery = (defaultPerPage: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(defaultPerPage),
  });

/** A version that moves when the data behind it changes (the catalogue's, the public content's), for caches. */
export const versionSchema = z.object({ version: z.string() });

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A 412's: the record's version now (docs/api.md#record-versions). */
  currentVersion: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A record id in a query string or a path: a positive int4, so an out-of-range number is a 422, never a database error. */
export const queryIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParam = z.object({ id: queryIdSchema });

/** Generous upper bound for free text so that huge strings are a 422, never a 500. */
export const MAX_TEXT = 5000;
