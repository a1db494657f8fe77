import { pathOf, type CallInput, type Endpoint, type ResponseOf, type RouteOf } from '@/contracts/route';
import { loadHttp, type CallOptions } from './client';

/**
 * Calls a contract route from the browser by its endpoint (contracts/endpoints/<contract>.ts: method and path, no zod), and
 * returns the answer's `{data}` typed by the route's response schema. The answer is not parsed again here: the API
 * sends only what that schema encodes (ADR 0002), so a page's reads load no zod and no schemas (ADR 0061). An answer
 * without the envelope came from something in between (a captive portal's or a proxy's page) and is refused.
 */
export async function call<E extends Endpoint>(endpoint: E, input: CallInput<RouteOf<E>>, options?: CallOptions): Promise<ResponseOf<RouteOf<E>>> {
  const send = await loadHttp();
  const { data: answer } = await send<unknown>({
    method: endpoint.method,
    url: pathOf(endpoint, input.params),
    query: input.query,
    body: input.body,
    ...options,
  });
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) throw new Error(`${endpoint.method} ${endpoint.path}: the answer holds no {data}`);
  return answer.data as ResponseOf<RouteOf<E>>;
}

/**
 * A file the API answers (a private attachment or document, a generated PDF or spreadsheet), by a contract route or
 * by the address an answer gave: its bytes as a Blob, fetched with the session's token, for `saveBlob` or an object URL.
 */
export async function callBlob<E extends Endpoint>(endpoint: E, input: CallInput<RouteOf<E>>): Promise<Blob> {
  return fetchBlob(pathOf(endpoint, input.params), input.query);
}

export async function fetchBlob(url: string, query?: Record<string, unknown>): Promise<Blob> {
  const send = await loadHttp();
  return (await send<Blob>({ url, query, as: 'blob' })).data;
}
