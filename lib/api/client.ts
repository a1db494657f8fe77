import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import qs from 'qs';
import { publicApiUrl } from '@/lib/env';
import { useUiStore, type PendingKind } from '@/lib/stores/ui-store';
import { errorsFromResponse } from './errors';

/**
 * The one HTTP client of the web app. Every call carries `lang`; query strings follow API.md (qs,
 * brackets); pending flags and errors of the shared UI state are managed here (spec sections 3, 4, 8).
 */
export const api = axios.create({
  baseURL: publicApiUrl,
  headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
  paramsSerializer: { serialize: (params) => qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true }) },
});

type SessionHooks = {
  getAccessToken: () => string | null;
  /** Tries to obtain a new access token once; resolves null when the session is over. */
  refresh: () => Promise<string | null>;
  /** Called when a 401 survives the refresh: clears the session (spec section 4). */
  onUnauthorized: () => void;
};
let session: SessionHooks = { getAccessToken: () => null, refresh: async () => null, onUnauthorized: () => {} };
/** The accounts feature plugs its session in here. */
export function configureSession(hooks: SessionHooks) {
  session = hooks;
}

let currentLang = 'uk';
export function setApiLanguage(lang: string) {
  currentLang = lang;
}

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
  config.params = { lang: currentLang, ...config.params };
  const token = session.getAccessToken();
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
    if (error.response?.status === 401 && config && !config._retried && session.getAccessToken()) {
      const token = await session.refresh();
      if (token) {
        config._retried = true;
        config.headers.Authorization = `Bearer ${token}`;
        return api.request(config);
      }
      session.onUnauthorized();
    }
    if (!config?.silent) useUiStore.getState().setErrors(errorsFromResponse(error.response?.status, error.response?.data, config?.errorContext), error.response?.data);
    return Promise.reject(error);
  },
);

/** Unwraps the `{data}` envelope. */
export async function getData<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await api.get<{ data: T }>(url, config)).data.data;
}
export async function sendData<T>(method: 'post' | 'put' | 'delete' | 'patch', url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await api.request<{ data: T }>({ method, url, data: body, ...config })).data.data;
}
