import { csrfHeaders } from '@/lib/session/csrf';
import type { SendOptions } from './http';

export { configureSession, setApiLanguage } from './request-context';

/** What a feature may add to a call besides its route and input: headers, an abort signal, upload progress. */
export type CallOptions = Pick<SendOptions, 'headers' | 'signal' | 'onUploadProgress'>;

/** The HTTP client (fetch and the session's retry, http.ts) loads on the first call, not with every page. */
export const loadHttp = () => import('./http').then((module) => module.send);

/**
 * Sends to the web's own session routes (`/session/*`, same origin, with its cookies and the CSRF header they ask for;
 * not API contract routes) and unwraps the `{data}` envelope.
 */
export async function sendData<T>(method: 'post' | 'put' | 'delete' | 'patch', url: string, body?: unknown): Promise<T> {
  const send = await loadHttp();
  return (await send<{ data: T }>({ method, url, body, headers: csrfHeaders, site: 'web' })).data.data;
}
