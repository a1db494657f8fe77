import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationEndpoints } from '@/contracts/endpoints/notifications';
import { call } from '@/lib/api/call';
import { configureSession, setApiLanguage } from '@/lib/api/client';
import { waitForSession } from '@/lib/api/request-context';
import { CallError } from '@/lib/api/call-error';
import { send } from '@/lib/api/http';
import { apiFailure, GENERAL_SERVER_ERROR } from '@/lib/api/errors';
import { publicApiUrl } from '@/lib/env';

const seen: { url: URL; auth: string | null; requestId: string | null }[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const getData = async (url: string, query?: Record<string, unknown>) => (await send<{ data: unknown }>({ url, query })).data.data;
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
  http.get(`${publicApiUrl}/unreachable`, () => HttpResponse.error()),
  http.post(`${publicApiUrl}/echo`, async ({ request }) => {
    const form = request.headers.get('content-type')?.startsWith('multipart/') ? Object.fromEntries(await request.formData()) : null;
    return HttpResponse.json({ data: form ? { field: form.field } : await request.json() });
  }),
  http.post(`${publicApiUrl}/too-large`, () => HttpResponse.json({ message: 'Too large' }, { status: 413, headers: { 'x-request-id': 'big' } })),
  http.get(`${publicApiUrl}/web/sidebar`, ({ request }) =>
    new URL(request.url).searchParams.get('lang') === 'uk'
      ? new HttpResponse('<html>Sign in to the Wi-Fi</html>', { headers: { 'content-type': 'text/html' } })
      : HttpResponse.json({ data: { notificationsCount: 2, messagesCount: 0 } }),
  ),
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
    expect(await getData('/ok', { sort: { price: 'asc' }, ids: [1, 2] })).toBe('ok');
    expect(seen[0].url.searchParams.get('lang')).toBe('pl');
    expect(seen[0].url.searchParams.get('sort[price]')).toBe('asc');
    expect(seen[0].url.searchParams.getAll('ids[]')).toEqual(['1', '2']);
  });

  it('calls a route by its endpoint and answers its {data}; an answer without the envelope (a portal’s page) is refused', async () => {
    setApiLanguage('en');
    expect(await call(notificationEndpoints.sidebar, {})).toEqual({ notificationsCount: 2, messagesCount: 0 });
    setApiLanguage('uk');
    const refused = await call(notificationEndpoints.sidebar, {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(apiFailure(refused).message).toBe(GENERAL_SERVER_ERROR);
  });

  it('rejects with the response, which reads as the 422 messages per field or the general message', async () => {
    const refused = await send({ method: 'post', url: '/form', body: {} }).catch((error: unknown) => error);
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
    const refused = await send({ method: 'post', url: '/form', body: {} }).catch((error: unknown) => error);
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
    await expect(send({ url: '/private' })).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends a body as JSON, a FormData as multipart, and reads the answer', async () => {
    expect((await send<{ data: unknown }>({ method: 'post', url: '/echo', body: { a: [1] } })).data.data).toEqual({ a: [1] });
    const form = new FormData();
    form.append('field', 'value');
    expect((await send<{ data: unknown }>({ method: 'post', url: '/echo', body: form })).data.data).toEqual({ field: 'value' });
  });

  it('a call without an answer is a CallError with a code and no status, which reads as the general message', async () => {
    const error = await getData('/unreachable').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CallError);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', answered: false });
    expect(apiFailure(error)).toEqual({ fields: {}, message: GENERAL_SERVER_ERROR, code: 'ERR_NETWORK' });
  });

  it('an aborted call rejects with the abort, which react-query reads as a cancel, not as a call without an answer', async () => {
    const controller = new AbortController();
    const pending = getData('/ok').catch((thrown: unknown) => thrown);
    const aborted = send({ url: '/ok', signal: controller.signal }).catch((thrown: unknown) => thrown);
    controller.abort();
    expect(await pending).toBe('ok');
    const error = await aborted;
    expect(error).not.toBeInstanceOf(CallError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('an upload reports its progress and fails as any other call does', async () => {
    const shares: number[] = [];
    const form = new FormData();
    form.append('field', 'x'.repeat(100_000));
    const answer = await send<{ data: { field: string } }>({ method: 'post', url: '/echo', body: form, onUploadProgress: (share) => shares.push(share) });
    expect(answer.data.data.field).toHaveLength(100_000);
    expect(shares.at(-1)).toBe(1);
    const refused = await send({ method: 'post', url: '/too-large', body: form, onUploadProgress: () => undefined }).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(CallError);
    expect(apiFailure(refused)).toMatchObject({ status: 413, message: 'Too large', requestId: 'big' });
  });

  it('on a page rendered for a signed-in person, a call made before GET /session answered waits for it and goes with its token', async () => {
    let known = () => {};
    let token: string | null = null;
    waitForSession(new Promise<void>((resolve) => (known = resolve)));
    configureSession({ getAccessToken: () => token, refresh: async () => null, onUnauthorized: () => {} });
    const answer = getData('/ok');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    token = 'token';
    known();
    expect(await answer).toBe('ok');
    expect(seen[0].auth).toBe('Bearer token');
    waitForSession(Promise.resolve());
  });
});
