import type { AxiosRequestConfig } from 'axios';

export { configureSession, setApiLanguage } from './request-context';

/** The HTTP client (axios and its interceptors, http.ts) loads on the first call, not with every page. */
export const loadHttp = () => import('./http').then((module) => module.api);

/** Unwraps the `{data}` envelope. */
export async function getData<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const api = await loadHttp();
  return (await api.get<{ data: T }>(url, config)).data.data;
}
export async function sendData<T>(method: 'post' | 'put' | 'delete' | 'patch', url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const api = await loadHttp();
  return (await api.request<{ data: T }>({ method, url, data: body, ...config })).data.data;
}
