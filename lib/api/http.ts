import { toQueryString } from '@/lib/query-string';
import { publicApiUrl } from '@/lib/env';
import { REQUEST_ID_HEADER } from '@/contracts/constants';
import type { HttpMethod } from '@/contracts/route';
import { CallError } from './call-error';
import { apiLanguage, sessionHooks, sessionSettled } from './request-context';

/**
 * The one HTTP client of the web app (fetch; loaded on the first call through client.ts; ADR 0058). Every call carries
 * `lang`; query strings follow docs/api.md#transport (brackets); a 401 refreshes the session once. Whether a call is
 * pending and how it failed belong to the caller (a react-query mutation or query), not to shared state: two calls in
 * flight never clear each other's (docs/decisions/0015-server-state-per-action.md). A failure is a `CallError`.
 */
export type SendOptions = {
  method?: HttpMethod | Lowercase<HttpMethod>;
  /** A path of the API (or of the web server's own routes with `site: 'web'`). */
  url: string;
  query?: Record<string, unknown>;
  /** JSON, or a FormData sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The web server's own routes (`/session/*`): same origin, with its cookies. */
  site?: 'api' | 'web';
  /** Hears the share of the body sent so far (0..1): the call goes through XMLHttpRequest, which reports it. */
  onUploadProgress?: (share: number) => void;
  /** How the answer's body is read. */
  as?: 'json' | 'blob';
};

export type Answer<T> = { data: T; headers: Headers };

/** Every call asks for JSON, past any cache; the caller decides on retries (react-query, the outbox), no timeout. */
const BASE_HEADERS = { Accept: 'application/json', 'Cache-Control': 'no-cache' };

/** A refusal's body as the API wrote it: JSON when it says so, else its text; nothing when it cannot be read. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => undefined);
  if (!text) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A fresh id per call, which the API logs it under and echoes (docs/observability.md#request-ids); a retry keeps its
 * call's id. `randomUUID` exists only on secure pages: elsewhere the API makes the id, and its answer still says it.
 */
const newRequestId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);

/** The call's address; the web server's own routes are resolved against the page (`document.baseURI`). */
function urlOf({ url, query, site }: SendOptions) {
  const search = toQueryString({ lang: apiLanguage(), ...query });
  const path = `${url}${search ? `?${search}` : ''}`;
  return site === 'web' ? new URL(path, document.baseURI).href : `${publicApiUrl}${path}`;
}

/** Sends a call, and once more with a new token when the API answers 401 and the session can be refreshed. */
export async function send<T>(options: SendOptions): Promise<Answer<T>> {
  if (!sessionHooks().getAccessToken()) await sessionSettled();
  const token = sessionHooks().getAccessToken();
  const headers: Record<string, string> = { ...options.headers };
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  // Only a call that asks the browser's CORS preflight anyway (a signed-in one) names itself: on a guest's plain GET the
  // header would add a preflight round trip; the API then makes the id, and its answer still says it.
  const requestId = headers.Authorization && !headers[REQUEST_ID_HEADER] ? newRequestId() : undefined;
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  try {
    return await attempt<T>(options, headers);
  } catch (error) {
    if (!(error instanceof CallError) || error.status !== 401 || !token) throw error;
    const fresh = await sessionHooks().refresh();
    if (!fresh) {
      sessionHooks().onUnauthorized();
      throw error;
    }
    return attempt<T>(options, { ...headers, Authorization: `Bearer ${fresh}` });
  }
}

async function attempt<T>(options: SendOptions, headers: Record<string, string>): Promise<Answer<T>> {
  const { method = 'get', body, signal, onUploadProgress, as = 'json' } = options;
  const url = urlOf(options);
  if (onUploadProgress) {
    const { sendWithProgress } = await import('./upload-transport');
    return sendWithProgress<T>({ method, url, headers, body, signal, onUploadProgress });
  }
  const sentRequestId = headers[REQUEST_ID_HEADER];
  const json = body !== undefined && !(body instanceof FormData);
  const init: RequestInit = {
    method: method.toUpperCase(),
    headers: { ...BASE_HEADERS, ...(json && { 'Content-Type': 'application/json' }), ...headers },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
    signal,
  };
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // An abort stays the caller's own error; anything else fetch throws means no answer reached the page.
    if (signal?.aborted) throw error;
    throw new CallError({ code: 'ERR_NETWORK', sentRequestId });
  }
  if (!response.ok) throw new CallError({ status: response.status, headers: response.headers, body: await bodyOf(response), sentRequestId });
  const data = (as === 'blob' ? await response.blob() : await response.json().catch(() => undefined)) as T;
  return { data, headers: response.headers };
}
