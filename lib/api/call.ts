import { pathOf, type CallInput, type ContractRoute, type ResponseOf } from '@/contracts/route';
import { loadHttp, type CallOptions } from './client';

/**
 * Calls a contract route from the browser: method and path come from the contract (contracts/route.ts),
 * and the answer's `{data}` is parsed by the route's response schema, so its type is inferred rather than
 * asserted. Feature call functions load their contract with the first call (`import('@/contracts/…')`),
 * so that zod and the schemas stay out of the page's first scripts (ADR 0008).
 */
export async function call<R extends ContractRoute>(route: R, input: CallInput<R>, options?: CallOptions): Promise<ResponseOf<R>> {
  const send = await loadHttp();
  const { data } = await send<{ data: unknown } | undefined>({
    method: route.method,
    url: pathOf(route, input.params),
    query: input.query,
    body: input.body,
    ...options,
  });
  return route.response.parse(data?.data) as ResponseOf<R>;
}

/**
 * A file the API answers (a private attachment or document, a generated PDF or spreadsheet), by a contract route or
 * by the address an answer gave: its bytes as a Blob, fetched with the session's token, for `saveBlob` or an object URL.
 */
export async function callBlob<R extends ContractRoute>(route: R, input: CallInput<R>): Promise<Blob> {
  return fetchBlob(pathOf(route, input.params), input.query);
}

export async function fetchBlob(url: string, query?: Record<string, unknown>): Promise<Blob> {
  const send = await loadHttp();
  return (await send<Blob>({ url, query, as: 'blob' })).data;
}
