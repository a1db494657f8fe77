import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSession, getData, sendData, setApiLanguage } from '@/lib/api/client';
import { api } from '@/lib/api/http';
import { GENERAL_SERVER_ERROR } from '@/lib/api/errors';
import { publicApiUrl } from '@/lib/env';
import { useUiStore } from '@/lib/stores/ui-store';

const seen: { url: URL; auth: string | null }[] = [];
const server = setupServer(
  http.get(`${publicApiUrl}/ok`, ({ request }) => {
    seen.push({ url: new URL(request.url), auth: request.headers.get('authorization') });
    return HttpResponse.json({ data: { pendingDuringCall: useUiStore.getState().pending.btn } });
  }),
  http.post(`${publicApiUrl}/form`, () => HttpResponse.json({ message: 'Check the fields', errors: { phone: ['Invalid phone', 'x'] } }, { status: 422 })),
  http.get(`${publicApiUrl}/down`, () => new HttpResponse(null, { status: 502 })),
  http.get(`${publicApiUrl}/private`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer fresh' ? HttpResponse.json({ data: 'secret' }) : HttpResponse.json({ message: 'Sign in' }, { status: 401 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  useUiStore.getState().reset();
});
afterEach(() => configureSession({ getAccessToken: () => null, refresh: async () => null, onUnauthorized: () => {} }));

describe('API client', () => {
  it('sends lang and qs-style brackets, sets the pending flag during the call and clears it after', async () => {
    setApiLanguage('pl');
    const data = await getData<{ pendingDuringCall: boolean }>('/ok', { pending: 'btn', params: { sort: { price: 'asc' }, ids: [1, 2] } });
    expect(data.pendingDuringCall).toBe(true);
    expect(useUiStore.getState().pending.btn).toBe(false);
    expect(seen[0].url.searchParams.get('lang')).toBe('pl');
    expect(seen[0].url.searchParams.get('sort[price]')).toBe('asc');
    expect(seen[0].url.searchParams.getAll('ids[]')).toEqual(['1', '2']);
  });

  it('resets errors at the start of each request and stores 422 messages per field', async () => {
    await expect(sendData('post', '/form', {})).rejects.toThrow();
    expect(useUiStore.getState().errors).toEqual({ phone: 'Invalid phone' });
    await getData('/ok');
    expect(useUiStore.getState().errors).toEqual({});
  });

  it('a silent background call leaves the shared errors and pending flags alone, even when it fails', async () => {
    await expect(sendData('post', '/form', {})).rejects.toThrow();
    const data = await getData<{ pendingDuringCall: boolean }>('/ok', { silent: true, pending: 'btn' });
    expect(data.pendingDuringCall).toBe(false);
    await expect(getData('/down', { silent: true })).rejects.toThrow();
    expect(useUiStore.getState().errors).toEqual({ phone: 'Invalid phone' });
  });

  it('a response without a body sets the general server error', async () => {
    await expect(getData('/down')).rejects.toThrow();
    expect(useUiStore.getState().errors).toEqual({ message: GENERAL_SERVER_ERROR });
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const onUnauthorized = vi.fn();
    configureSession({ getAccessToken: () => 'stale', refresh: async () => 'fresh', onUnauthorized });
    expect(await getData('/private')).toBe('secret');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('clears the session when the refresh fails', async () => {
    const onUnauthorized = vi.fn();
    configureSession({ getAccessToken: () => 'stale', refresh: async () => null, onUnauthorized });
    await expect(api.get('/private')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
