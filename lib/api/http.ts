import axios, { AxiosError } from 'axios';
import { toQueryString } from '@/lib/query-string';
import { publicApiUrl } from '@/lib/env';
import { REQUEST_ID_HEADER } from '@/contracts/constants';
import { apiLanguage, sessionHooks } from './request-context';

/**
 * The one HTTP client of the web app (axios; loaded on the first call through client.ts). Every call
 * carries `lang`; query strings follow docs/api.md#transport (brackets); a 401 refreshes the session once. Whether a
 * call is pending and how it failed belong to the caller (a react-query mutation or query), not to
 * shared state: two calls in flight never clear each other's (docs/decisions/0015-server-state-per-action.md).
 */
export const api = axios.create({
  baseURL: publicApiUrl,
  headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
  paramsSerializer: { serialize: toQueryString },
});

declare module 'axios' {
  interface AxiosRequestConfig {
    _retried?: boolean;
  }
}

/**
 * A fresh id per call, which the API logs it under and echoes (docs/observability.md#request-ids); a retry keeps its
 * call's id. `randomUUID` exists only on secure pages: elsewhere the API makes the id, and its answer still says it.
 */
const newRequestId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);

api.interceptors.request.use((config) => {
  config.params = { lang: apiLanguage(), ...config.params };
  const token = sessionHooks().getAccessToken();
  if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`;
  // Only a call that asks the browser's CORS preflight anyway (a signed-in one) names itself: on a guest's plain GET the
  // header would add a preflight round trip; the API then makes the id, and its answer still says it.
  const requestId = config.headers.Authorization && !config.headers.has(REQUEST_ID_HEADER) ? newRequestId() : undefined;
  if (requestId) config.headers.set(REQUEST_ID_HEADER, requestId);
  return config;
});

api.interceptors.response.use(
  (response) => response,
  async (error: AxiosError) => {
    const config = error.config;
    if (error.response?.status === 401 && config && !config._retried && sessionHooks().getAccessToken()) {
      const token = await sessionHooks().refresh();
      if (token) {
        config._retried = true;
        config.headers.Authorization = `Bearer ${token}`;
        return api.request(config);
      }
      sessionHooks().onUnauthorized();
    }
    return Promise.reject(error);
  },
);
