import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { toQueryString } from '@/lib/query-string';
import { publicApiUrl } from '@/lib/env';
import { useUiStore, type PendingKind } from '@/lib/stores/ui-store';
import { errorsFromResponse } from './errors';
import { apiLanguage, sessionHooks } from './request-context';

/**
 * The one HTTP client of the web app (axios; loaded on the first call through client.ts). Every call
 * carries `lang`; query strings follow API.md (brackets); pending flags and errors of the shared UI
 * state are managed here (spec sections 3, 4, 8).
 */
export const api = axios.create({
  baseURL: publicApiUrl,
  headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
  paramsSerializer: { serialize: toQueryString },
});

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Which pending flag this call sets (default `general`; `false` for none). */
    pending?: PendingKind | false;
    /** Key under which a non-422 error message is stored (e.g. `signIn`). */
    errorContext?: string;
    /** A background call (polling, prefetch): no pending flag, and the shared field errors are left alone. */
    silent?: boolean;
    _retried?: boolean;
  }
}

api.interceptors.request.use((config) => {
  config.params = { lang: apiLanguage(), ...config.params };
  const token = sessionHooks().getAccessToken();
  if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`;
  if (config.silent) return config;
  const ui = useUiStore.getState();
  ui.resetErrors();
  if (config.pending !== false) ui.setPending(config.pending ?? 'general', true);
  return config;
});

const settle = (config?: AxiosRequestConfig) => {
  if (config && !config.silent && config.pending !== false) useUiStore.getState().setPending(config.pending ?? 'general', false);
};

api.interceptors.response.use(
  (response) => {
    settle(response.config);
    return response;
  },
  async (error: AxiosError) => {
    const config = error.config;
    settle(config);
    if (error.response?.status === 401 && config && !config._retried && sessionHooks().getAccessToken()) {
      const token = await sessionHooks().refresh();
      if (token) {
        config._retried = true;
        config.headers.Authorization = `Bearer ${token}`;
        return api.request(config);
      }
      sessionHooks().onUnauthorized();
    }
    if (!config?.silent) useUiStore.getState().setErrors(errorsFromResponse(error.response?.status, error.response?.data, config?.errorContext), error.response?.data);
    return Promise.reject(error);
  },
);
