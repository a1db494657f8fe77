import type { z } from 'zod';
import type { Area } from './access';
import type { Lang } from './common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: anyone; `optional`: the token is read when sent; `required`: 401 without a valid one. */
export type RouteAuth = 'public' | 'optional' | 'required';

/**
 * Who may call: a signed-in route names its area (contracts/access.ts), so a role the area is closed to gets 403;
 * the type admits no signed-in route without one.
 */
type RouteAccess = { auth: 'required'; area: Area } | { auth: Exclude<RouteAuth, 'required'>; area?: never };

/**
 * One endpoint of the API, declared once for both sides: the API registers it (server/src/lib/route.ts),
 * the web calls it by its endpoint (contracts/endpoints/, lib/api/call.ts). `path` uses `:name` for params. `response`
 * is the payload inside the `{data}` envelope of docs/api.md#answers-and-pages; every route also accepts `lang` in its
 * query. Like constants.ts, this module needs no zod at run time, so the browser's calls load none (ADR 0061).
 */
export type ContractRoute = RouteAccess & {
  method: HttpMethod;
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body is `multipart/form-data` (an upload) rather than JSON, with the file in this field. */
  multipart?: string;
  /** The text fields of a multipart body, sent before the file (documented in OpenAPI; the handler validates them). */
  multipartFields?: z.ZodObject;
  response: z.ZodType;
  /** Success statuses answered with the envelope (default 200 only). */
  statuses?: readonly number[];
  /** Error statuses listed in the OpenAPI document (their body is `errorBodySchema`). */
  errors?: readonly number[];
};

export const defineRoute = <const R extends ContractRoute>(route: R) => route;

type Infer<T, Fallback = undefined> = T extends z.ZodType ? z.infer<T> : Fallback;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What the `{data}` of a route holds. */
export type ResponseOf<R extends ContractRoute> = z.infer<R['response']>;
export type ParamsOf<R extends ContractRoute> = Infer<R['params'], Record<string, never>>;
export type QueryOf<R extends ContractRoute> = Infer<R['query'], unknown> & { lang: Lang };
export type BodyOf<R extends ContractRoute> = Infer<R['body']>;

/**
 * What a caller passes: only the parts the route declares (params, query, body). A query is checked by
 * its field names only: its values travel as text and the API validates them.
 */
export type CallInput<R extends ContractRoute> = (R['params'] extends z.ZodType ? { params: Input<R['params']> } : { params?: never }) & {
  query?: { [K in keyof Input<R['query']> | 'lang']?: unknown };
} & (R['body'] extends z.ZodType ? { body: Input<R['body']> } : R['multipart'] extends string ? { body: FormData } : { body?: never });

/**
 * A route's address without its schemas (contracts/endpoints/, generated): what the browser calls by, so that a page
 * loads no zod for its reads (ADR 0061). `route` is never set: it carries the route's type, for the call's input and answer.
 */
export type Endpoint<R extends ContractRoute = ContractRoute> = { readonly method: R['method']; readonly path: R['path']; readonly route?: R };
/** The route an endpoint (or a choice of endpoints) stands for. */
export type RouteOf<E extends Endpoint> = NonNullable<E['route']>;
export type EndpointsOf<Routes extends Record<string, ContractRoute>> = { readonly [K in keyof Routes]: Endpoint<Routes[K]> };

/** `/web/catalog/products/:id` with `{id: 3}` -> `/web/catalog/products/3`. */
export function pathOf(route: Pick<ContractRoute, 'path'>, params: Record<string, unknown> = {}) {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
