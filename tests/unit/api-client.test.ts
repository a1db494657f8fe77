import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSession, sendData, setApiLanguage } from '@/lib/api/client';
import { api } from '@/lib/api/http';
import { apiFailure, GENERAL_SERVER_ERROR } from '@/lib/api/errors';
import { publicApiUrl } from '@/lib/env';

const seen: { url: URL; auth: string | null; requestId: string | null }[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const getData = async (url: string, config?: Parameters<typeof api.get>[1]) => (await api.get<{ data: unknown }>(url, config)).data.data;
const server = setupServer(
  http.get(`${publicApiUrl}/ok`, ({ request }) => {
    seen.push({ url: new URL(request.url), auth: request.headers.get('authorization'), requestId: request.headers.get('x-request-id') });
    return HttpResponse.json({ data: 'ok' });
  }),
  http.get(`${publicApiUrl}/busy`, ({ request }) => {
    seen.push({ url: new URL(request.url), auth: null, requestId: request.headers.get('x-request-id') });
    return HttpResponse.json({ message: 'Busy' }, { status: 503, headers: { 'x-request-id': 'named-by-the-api' } });
  }),
  http.post(`${publicApiUrl}/form`, () => HttpResponse.json({ message: 'Check the fields', errors: { phone: ['Invalid phone', 'x'] } }, { status: 422 })),
  http.get(`${publicApiUrl}/down`, () => new HttpResponse(null, { status: 502 })),
  http.get(`${publicApiUrl}/private`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer fresh'
      ? HttpResponse.json({ data: 'secret' })
      : HttpResponse.json({ message: 'Sign in' }, { status: 401 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
});
afterEach(() => configureSession({ getAccessToken: () => null, refresh: async () => null, onUnauthorized: () => {} }));

describe('API client', () => {
  it('sends lang and qs-style brackets', async () => {
    setApiLanguage('pl');
    expect(await getData('/ok', { params: { sort: { price: 'asc' }, ids: [1, 2] } })).toBe('ok');
    expect(seen[0].url.searchParams.get('lang')).toBe('pl');
    expect(seen[0].url.searchParams.get('sort[price]')).toBe('asc');
    expect(seen[0].url.searchParams.getAll('ids[]')).toEqual(['1', '2']);
  });

  it('rejects with the response, which reads as the 422 messages per field or the general message', async () => {
    const refused = await sendData('post', '/form', {}).catch((error: unknown) => error);
    expect(apiFailure(refused).fields).toEqual({ phone: 'Invalid phone' });
    const down = await getData('/down').catch((error: unknown) => error);
    expect(apiFailure(down).message).toBe(GENERAL_SERVER_ERROR);
  });

  it('names every signed-in call with a fresh x-request-id, and a failed call keeps the one the API logged it under', async () => {
    configureSession({ getAccessToken: () => 'token', refresh: async () => null, onUnauthorized: () => {} });
    await getData('/ok');
    await getData('/ok');
    const [first, second] = seen.map((call) => call.requestId);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
    // The answer says no id: the one sent stands; the answer names one: that one (the API's logs carry it).
    const refused = await sendData('post', '/form', {}).catch((error: unknown) => error);
    expect(apiFailure(refused).requestId).toMatch(UUID);
    const busy = await getData('/busy').catch((error: unknown) => error);
    expect(seen.at(-1)?.requestId).toMatch(UUID);
    expect(apiFailure(busy).requestId).toBe('named-by-the-api');
  });

  it('sends no x-request-id on a guest’s call, which the header would give a CORS preflight, and keeps the API’s id', async () => {
    await getData('/ok');
    expect(seen[0].requestId).toBeNull();
    const busy = await getData('/busy').catch((error: unknown) => error);
    expect(seen.at(-1)?.requestId).toBeNull();
    expect(apiFailure(busy).requestId).toBe('named-by-the-api');
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
