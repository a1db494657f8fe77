import type { AxiosRequestConfig } from 'axios';

export { configureSession, setApiLanguage } from './request-context';

/** The HTTP client (axios and its interceptors, http.ts) loads on the first call, not with every page. */
export const loadHttp = () => import('./http').then((module) => module.api);

/** Sends to the web's own session routes (`/session/*`, not API contract routes) and unwraps the `{data}` envelope. */
export async function sendData<T>(method: 'post' | 'put' | 'delete' | 'patch', url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const api = await loadHttp();
  return (await api.request<{ data: T }>({ method, url, data: body, ...config })).data.data;
}
