import type { ErrorBody } from '../../contracts/common';
import { pathOf, type CallInput, type ContractRoute, type ResponseOf } from '../../contracts/route';
import { toQueryString } from '../../lib/query-string';

/** What the test server answers any request: the status, the body (parsed when JSON, else the text) and the headers. */
export type RawAnswer = { status: number; body: any; headers: Headers };
export type RawInit = { method?: string; body?: unknown; token?: string; headers?: Record<string, string> };
/** A request by path: JSON bodies are encoded, a string or FormData body is sent as it is. */
export type RawRequest = (path: string, init?: RawInit) => Promise<RawAnswer>;

/**
 * What a test passes to `server.call(route, …)`: the route's params, query and body as the contract declares them
 * (`CallInput`, as the web's `call`), plus the session's token and extra headers. A test that sends what the
 * contract does not allow on purpose says so by name: `invalidBody` (any value: a wrong type, an unknown field, a
 * string sent as it is, e.g. malformed JSON) in place of `body`, `invalidQuery` for query fields the contract
 * does not declare.
 */
export type CallOptions<R extends ContractRoute> = RouteInput<R> & { token?: string; headers?: Record<string, string> };
/** The route's part of a call: params, query and body as declared, or the body replaced by `invalidBody`. */
export type RouteInput<R extends ContractRoute> = (CallInput<R> | (Omit<CallInput<R>, 'body'> & { invalidBody: unknown })) & {
  invalidQuery?: Record<string, unknown>;
};

/**
 * The answer to a contract call. `body` is what was sent back: `{data}` on a success, the error shape otherwise
 * (a file route's body is its text). `data` and `error` read it typed, and throw with the status and body when
 * the answer is the other kind, so a test that expected the wrong kind fails with what it got.
 */
export type Answer<R extends ContractRoute> = {
  status: number;
  headers: Headers;
  body: { data: ResponseOf<R> } | ErrorBody;
  /** The `{data}` of a success (2xx), typed by the route's response. */
  readonly data: ResponseOf<R>;
  /** The error body of a failure (4xx, 5xx): `message` and the fields' `errors` (a 422's; empty for the others). */
  readonly error: FailureBody;
};

/** An error body read by a test: `errors` is there (empty) when the answer named no field. */
export type FailureBody = ErrorBody & { errors: Record<string, string[]> };

/** The input after the route: it may be left out when the route needs none. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T` asks whether every field of T is optional
export type CallArgs<R extends ContractRoute, Options = CallOptions<R>> = {} extends Options ? [Options?] : [Options];
/** `server.call(route, input)`. */
export type ContractCall = <R extends ContractRoute>(route: R, ...input: CallArgs<R>) => Promise<Answer<R>>;

/**
 * The input of a helper generic in its route (`put(step, body)` for any step of a wizard) as `server.call` takes it:
 * TypeScript cannot relate a generic route to its input, so the helper's own parameters carry the check.
 */
export const inputFor = <R extends ContractRoute>(_route: R, input: object) => [input] as unknown as CallArgs<R>;

const success = (status: number) => status >= 200 && status < 300;

/** A contract route's caller over a test server's raw `request`: method and path from the route, the query as the web writes it. */
export function contractCall(request: RawRequest): ContractCall {
  return async (route, ...[input = {} as CallOptions<typeof route>]) => {
    const { params, query, invalidQuery, token, headers } = input as CallOptions<ContractRoute> & {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
    };
    const body = 'invalidBody' in input ? input.invalidBody : (input as { body?: unknown }).body;
    const search = toQueryString({ ...query, ...invalidQuery });
    const path = `${pathOf(route, params)}${search ? `?${search}` : ''}`;
    const raw = await request(path, { method: route.method, body, token, headers });
    const wrong = (expected: string) => new Error(`${route.method} ${path}: expected ${expected}, got ${raw.status} ${JSON.stringify(raw.body)}`);
    return Object.defineProperties(raw, {
      data: {
        get() {
          if (!success(raw.status) || typeof raw.body !== 'object' || raw.body === null || !('data' in raw.body)) throw wrong('a success with {data}');
          return raw.body.data;
        },
      },
      error: {
        get() {
          if (success(raw.status)) throw wrong('an error');
          return { errors: {}, ...raw.body };
        },
      },
    }) as Answer<typeof route>;
  };
}
