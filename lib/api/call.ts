import type { AxiosRequestConfig } from 'axios';
import { pathOf, type CallInput, type ContractRoute, type ResponseOf } from '@/contracts/route';
import { loadHttp } from './client';

/**
 * Calls a contract route from the browser: method and path come from the contract (contracts/route.ts),
 * and the answer's `{data}` is parsed by the route's response schema, so its type is inferred rather than
 * asserted. Feature call functions load their contract with the first call (`import('@/contracts/…')`),
 * so that zod and the schemas stay out of the page's first scripts (ADR 0008).
 */
export async function call<R extends ContractRoute>(route: R, input: CallInput<R>, config?: AxiosRequestConfig): Promise<ResponseOf<R>> {
  const api = await loadHttp();
  const res = await api.request<{ data: unknown }>({
    method: route.method,
    url: pathOf(route, input.params),
    params: input.query,
    data: input.body,
    ...config,
  });
  return route.response.parse(res.data.data) as ResponseOf<R>;
}

/**
 * A contract route that answers a file (a private attachment or document, a generated PDF or spreadsheet): its bytes
 * as a Blob, fetched with the session's token, for `saveBlob` or an object URL.
 */
export async function callBlob<R extends ContractRoute>(route: R, input: CallInput<R>): Promise<Blob> {
  const api = await loadHttp();
  const res = await api.get<Blob>(pathOf(route, input.params), { params: input.query, responseType: 'blob' });
  return res.data;
}
