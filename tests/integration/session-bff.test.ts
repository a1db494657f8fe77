import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILS_BEFORE_SECOND_FACTOR } from '../../server/src/modules/auth/limits';
import { DEMO, DEMO_PASSWORD, lastCode, newAccount, outbox } from '../api/accounts';
import { startServer, type TestServer } from '../api/helpers';

// Route handlers import `server-only`, which only resolves inside Next's server bundles.
vi.mock('server-only', () => ({}));

/**
 * The web's backend-for-frontend (app/session/*) and the proxy's guards against the real API: the
 * browser only ever sees httpOnly cookies and a short-lived access token. (Web code, but it starts the
 * real API, so it runs in the api project.)
 */
let server: TestServer;
let routes: {
  login: typeof import('@/app/session/login/route');
  loginCode: typeof import('@/app/session/login/code/route');
  session: typeof import('@/app/session/route');
  refresh: typeof import('@/app/session/refresh/route');
  logout: typeof import('@/app/session/logout/route');
  restore: typeof import('@/app/session/password/route');
};
/** The proxy's guard with a stand-in for next-intl (which renders the allowed page). */
let proxy: (request: NextRequest) => Promise<NextResponse>;

const SITE = 'http://portal.test';
const same = { origin: SITE, host: 'portal.test', 'x-portal-csrf': '1' };

function request(
  path: string,
  {
    method = 'GET',
    body,
    headers = {},
    cookies = {},
  }: { method?: string; body?: unknown; headers?: Record<string, string>; cookies?: Record<string, string> } = {},
) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new NextRequest(`${SITE}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), host: 'portal.test', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const cookiesOf = (res: Response) => {
  const out: Record<string, { value: string; attrs: string }> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split('; ');
    const [name, value] = pair.split('=');
    out[name] = { value, attrs: attrs.join('; ').toLowerCase() };
  }
  return out;
};

async function signIn(phone: string) {
  const res = await routes.login.POST(request('/session/login?lang=en', { method: 'POST', body: { phone, password: DEMO_PASSWORD }, headers: same }));
  expect(res.status).toBe(200);
  const cookies = cookiesOf(res);
  return { rt: cookies.portal_rt.value, at: cookies.portal_at.value, body: await res.json() };
}

beforeAll(async () => {
  server = await startServer();
  process.env.API_INTERNAL_URL = server.url;
  routes = {
    login: await import('@/app/session/login/route'),
    loginCode: await import('@/app/session/login/code/route'),
    session: await import('@/app/session/route'),
    refresh: await import('@/app/session/refresh/route'),
    logout: await import('@/app/session/logout/route'),
    restore: await import('@/app/session/password/route'),
  };
  const { guardRequest } = await import('@/lib/session/guard-request');
  proxy = (req) => guardRequest(req, () => NextResponse.next());
}, 120_000);
afterAll(() => server?.close());

describe('session routes', { timeout: 30_000 }, () => {
  it('signs in: the tokens go into httpOnly SameSite=Lax cookies, the page gets only the user and the access token', async () => {
    const res = await routes.login.POST(
      request('/session/login?lang=en', { method: 'POST', body: { phone: DEMO.user, password: DEMO_PASSWORD }, headers: same }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'user']);
    expect(body.data.user.phone).toBe(DEMO.user);
    expect(JSON.stringify(body)).not.toContain('refreshToken');
    const cookies = cookiesOf(res);
    expect(cookies.portal_rt.attrs).toContain('httponly');
    expect(cookies.portal_rt.attrs).toContain('samesite=lax');
    expect(cookies.portal_rt.attrs).toContain('path=/');
    expect(cookies.portal_rt.attrs).toContain(`max-age=${30 * 24 * 60 * 60}`);
    expect(cookies.portal_rt.attrs).not.toContain('secure');
    expect(cookies.portal_at.value).toBe(body.data.accessToken);
    expect(cookies.portal_at.attrs).toContain('httponly');
    const maxAge = Number(/max-age=(\d+)/.exec(cookies.portal_at.attrs)?.[1]);
    expect(maxAge).toBeGreaterThan(server.config.ACCESS_TOKEN_TTL - 30);
    expect(maxAge).toBeLessThanOrEqual(server.config.ACCESS_TOKEN_TTL);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    const res = await routes.login.POST(
      request('/session/login', { method: 'POST', body: { phone: DEMO.user, password: DEMO_PASSWORD }, headers: { ...same, 'x-forwarded-proto': 'https' } }),
    );
    expect(cookiesOf(res).portal_rt.attrs).toContain('secure');
  });

  it('passes the API’s localised field errors through and sets no cookie', async () => {
    const res = await routes.login.POST(
      request('/session/login?lang=pl', { method: 'POST', body: { phone: DEMO.user, password: 'wrong-password' }, headers: same }),
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors)).toEqual(['signIn']);
    expect(body.errors.signIn[0]).toMatch(/hasło/i);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('past the phone’s threshold of failed sign-ins passes on that a code was texted, without cookies; the code then signs in with them', async () => {
    const account = await newAccount(server);
    // The failures of many addresses (this API trusts no proxy, so they are counted directly).
    for (let i = 0; i < LOGIN_FAILS_BEFORE_SECOND_FACTOR.max; i++) await server.app.rateLimit.store.hit(`login-fail:phone:${account.phone}`, 3600);
    const texted = (await outbox(server, account.phone)).length;
    const asked = await routes.login.POST(
      request('/session/login?lang=en', { method: 'POST', body: { phone: account.phone, password: account.password }, headers: same }),
    );
    expect(asked.status).toBe(200);
    const { data } = await asked.json();
    expect(Object.keys(data).sort()).toEqual(['codeSent', 'loginToken', 'resendAfter']);
    expect(asked.headers.getSetCookie()).toEqual([]);
    await expect.poll(async () => (await outbox(server, account.phone)).length).toBe(texted + 1);
    const body = { loginToken: data.loginToken, code: await lastCode(server, account.phone) };
    const done = await routes.loginCode.POST(request('/session/login/code?lang=en', { method: 'POST', body, headers: same }));
    expect(done.status).toBe(200);
    expect(Object.keys((await done.json()).data).sort()).toEqual(['accessToken', 'user']);
    expect(cookiesOf(done).portal_rt.attrs).toContain('httponly');
  });

  it('turns malformed JSON into the API’s own 422, not a crash', async () => {
    const res = await routes.login.POST(request('/session/login?lang=en', { method: 'POST', body: '{not json', headers: same }));
    expect(res.status).toBe(422);
    expect((await res.json()).errors.phone).toBeDefined();
  });

  it('answers 413 to a body beyond 16 KB without reading the rest of it (30 MB sent)', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 30 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const headers = { ...same, host: 'portal.test', 'content-type': 'application/json' };
    const res = await routes.login.POST(new NextRequest(`${SITE}/session/login`, { method: 'POST', headers, body, duplex: 'half' }));
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);

    const declared = await routes.login.POST(
      request('/session/login', { method: 'POST', body: {}, headers: { ...same, 'content-length': String(30 * 1024 * 1024) } }),
    );
    expect(declared.status).toBe(413);
  });

  it('refuses calls without the CSRF header or from another origin', async () => {
    const body = { phone: DEMO.user, password: DEMO_PASSWORD };
    const noHeader = await routes.login.POST(request('/session/login', { method: 'POST', body, headers: { origin: SITE } }));
    expect(noHeader.status).toBe(403);
    const foreign = await routes.login.POST(request('/session/login', { method: 'POST', body, headers: { ...same, origin: 'https://evil.example' } }));
    expect(foreign.status).toBe(403);
    const noOrigin = await routes.login.POST(request('/session/login', { method: 'POST', body, headers: { 'x-portal-csrf': '1' } }));
    expect(noOrigin.status).toBe(403);
    const read = await routes.session.GET(request('/session', { cookies: { portal_rt: 'x' } }));
    expect(read.status).toBe(403);
  });

  it('answers the current user with the profile language, or null for a guest', async () => {
    const { at, rt } = await signIn(DEMO.installer);
    const res = await routes.session.GET(request('/session?lang=en', { headers: { 'x-portal-csrf': '1' }, cookies: { portal_at: at, portal_rt: rt } }));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.accessToken).toBe(at);
    expect(data.user).toMatchObject({ phone: DEMO.installer, role: { name: 'INSTALLER' } });
    expect(data.user.language).toMatch(/^(uk|en|pl)$/);
    expect(res.headers.getSetCookie()).toEqual([]);

    const guest = await routes.session.GET(request('/session', { headers: { 'x-portal-csrf': '1' } }));
    expect(guest.status).toBe(200);
    expect(await guest.json()).toEqual({ data: null });
  });

  it('refreshes server-side when only the refresh cookie is left, and rotates it', async () => {
    const { rt } = await signIn(DEMO.dealer);
    const res = await routes.session.GET(request('/session', { headers: { 'x-portal-csrf': '1' }, cookies: { portal_rt: rt } }));
    expect(res.status).toBe(200);
    const cookies = cookiesOf(res);
    expect(cookies.portal_rt.value).not.toBe(rt);
    expect((await res.json()).data.accessToken).toBe(cookies.portal_at.value);
  });

  it('shares one refresh among parallel requests that carry the same refresh token', async () => {
    const { rt } = await signIn(DEMO.user);
    const results = await Promise.all(
      [1, 2, 3].map(() => routes.refresh.POST(request('/session/refresh', { method: 'POST', headers: same, cookies: { portal_rt: rt } }))),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const rotated = new Set(results.map((r) => cookiesOf(r).portal_rt.value));
    expect(rotated.size).toBe(1);
    // The session survived: the successor works.
    const again = await routes.refresh.POST(request('/session/refresh', { method: 'POST', headers: same, cookies: { portal_rt: [...rotated][0] } }));
    expect(again.status).toBe(200);
  });

  it('clears the cookies when the refresh token is refused', async () => {
    const res = await routes.refresh.POST(request('/session/refresh', { method: 'POST', headers: same, cookies: { portal_rt: 'not-a-token' } }));
    expect(res.status).toBe(401);
    const cookies = cookiesOf(res);
    expect(cookies.portal_rt.value).toBe('');
    expect(cookies.portal_rt.attrs).toContain('max-age=0');
    expect(cookies.portal_at.attrs).toContain('max-age=0');
  });

  it('signs out: the session ends at the API and both cookies are cleared', async () => {
    const { at, rt } = await signIn(DEMO.projector);
    const res = await routes.logout.POST(request('/session/logout', { method: 'POST', headers: same, cookies: { portal_at: at, portal_rt: rt } }));
    expect(res.status).toBe(200);
    expect(cookiesOf(res).portal_rt.attrs).toContain('max-age=0');
    const profile = await server.request('/web/profile', { token: at });
    expect(profile.status).toBe(401);
    const refresh = await routes.refresh.POST(request('/session/refresh', { method: 'POST', headers: same, cookies: { portal_rt: rt } }));
    expect(refresh.status).toBe(401);
  });

  it('a session ended elsewhere is noticed although its access token still verifies', async () => {
    const { at, rt } = await signIn(DEMO.admin);
    await server.request('/logout', { method: 'POST', token: at });
    const res = await routes.session.GET(request('/session', { headers: { 'x-portal-csrf': '1' }, cookies: { portal_at: at, portal_rt: rt } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: null });
    expect(cookiesOf(res).portal_at.attrs).toContain('max-age=0');
  });
});

describe('proxy guards', { timeout: 30_000 }, () => {
  const location = (res: Response) => res.headers.get('location')?.replace(SITE, '');

  it('redirects a guest from guarded pages home with the sign-in modal and the way back, with no page in the body', async () => {
    for (const [path, target] of [
      ['/favorites', '/?signIn=1&next=%2Ffavorites'],
      ['/profile', '/?signIn=1&next=%2Fprofile'],
      ['/calendar', '/?signIn=1&next=%2Fcalendar'],
      ['/en/installations/5?tab=history', '/en?signIn=1&next=%2Finstallations%2F5%3Ftab%3Dhistory'],
      ['/pl/notifications', '/pl?signIn=1&next=%2Fnotifications'],
    ]) {
      const res = await proxy(request(path));
      expect(res.status, path).toBe(307);
      expect(location(res), path).toBe(target);
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(await res.text()).toBe('');
    }
  });

  it('lets public pages through untouched', async () => {
    for (const path of ['/', '/products', '/en/company']) {
      const res = await proxy(request(path));
      expect(res.headers.get('location'), path).toBeNull();
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('sends a signed-in user without the role home with the access-denied popup', async () => {
    const { at: user } = await signIn(DEMO.user);
    expect(location(await proxy(request('/calendar', { cookies: { portal_at: user } })))).toBe('/?denied=1');
    expect(location(await proxy(request('/en/installers', { cookies: { portal_at: user } })))).toBe('/en?denied=1');
    expect(location(await proxy(request('/profile', { cookies: { portal_at: user } })))).toBeUndefined();

    const { at: installer } = await signIn(DEMO.installer);
    expect(location(await proxy(request('/calendar', { cookies: { portal_at: installer } })))).toBeUndefined();
    const { at: dealer } = await signIn(DEMO.dealer);
    expect(location(await proxy(request('/installers', { cookies: { portal_at: dealer } })))).toBeUndefined();
  });

  it('refuses a projector installations and chats with the access-denied popup', async () => {
    const { at } = await signIn(DEMO.projector);
    for (const path of ['/installations', '/installations/3', '/chats', '/chats/7']) {
      expect(location(await proxy(request(path, { cookies: { portal_at: at } }))), path).toBe('/?denied=1');
    }
    expect(location(await proxy(request('/objects', { cookies: { portal_at: at } })))).toBeUndefined();
  });

  it('sends a phone (Sec-CH-UA-Mobile, or its user agent) from a wide-screen-only page to the profile section standing in for it, before it renders', async () => {
    const phone = { 'sec-ch-ua-mobile': '?1' };
    const { at } = await signIn(DEMO.installer);
    for (const [path, target] of [
      ['/installations?status=COMPLETED', '/profile?section=installations'],
      ['/en/chats', '/en/profile?section=appeals'],
      ['/pl/favorites', '/pl/profile?section=favourites'],
      ['/notifications', '/profile?section=notifications'],
    ]) {
      const res = await proxy(request(path, { cookies: { portal_at: at }, headers: phone }));
      expect(res.status, path).toBe(307);
      expect(location(res), path).toBe(target);
    }
    // The card and other pages are full width on a phone; a wide screen (or a browser that does not say) gets the page.
    for (const [path, headers] of [
      ['/installations/5', phone],
      ['/calendar', phone],
      ['/installations', { 'sec-ch-ua-mobile': '?0' }],
      ['/installations', {}],
    ] as const) {
      expect(location(await proxy(request(path, { cookies: { portal_at: at }, headers }))), path).toBeUndefined();
    }
    // Without the hint (Safari, Firefox), a phone's user agent says it; a sent hint is trusted over the user agent.
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const desktopFirefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    expect(location(await proxy(request('/chats', { cookies: { portal_at: at }, headers: { 'user-agent': iPhone } })))).toBe('/profile?section=appeals');
    expect(location(await proxy(request('/chats', { cookies: { portal_at: at }, headers: { 'user-agent': desktopFirefox } })))).toBeUndefined();
    expect(
      location(await proxy(request('/chats', { cookies: { portal_at: at }, headers: { 'user-agent': iPhone, 'sec-ch-ua-mobile': '?0' } }))),
    ).toBeUndefined();
    // A refusal still comes first.
    expect(location(await proxy(request('/installations', { headers: phone })))).toBe('/?signIn=1&next=%2Finstallations');
    const { at: projector } = await signIn(DEMO.projector);
    expect(location(await proxy(request('/chats', { cookies: { portal_at: projector }, headers: phone })))).toBe('/?denied=1');
  });

  it('refreshes an expired access cookie server-to-server and sets the new cookies on the page response', async () => {
    const { rt } = await signIn(DEMO.installer);
    const res = await proxy(request('/calendar', { cookies: { portal_rt: rt } }));
    expect(location(res)).toBeUndefined();
    const cookies = cookiesOf(res);
    expect(cookies.portal_rt.value).toBeTruthy();
    expect(cookies.portal_rt.value).not.toBe(rt);
    expect(cookies.portal_at.attrs).toContain('httponly');
  });

  it('does not open a guarded page with the cookies of a signed-out session, although they still verify', async () => {
    const { at, rt } = await signIn(DEMO.user);
    const cookies = { portal_at: at, portal_rt: rt };
    expect(location(await proxy(request('/profile', { cookies })))).toBeUndefined();
    await routes.logout.POST(request('/session/logout', { method: 'POST', headers: same, cookies }));
    const res = await proxy(request('/en/profile', { cookies }));
    expect(location(res)).toBe('/en?signIn=1&next=%2Fprofile');
    expect(cookiesOf(res).portal_at.attrs).toContain('max-age=0');
  });

  it('treats a forged or refused token as a guest and clears the cookies', async () => {
    // The first character of the signature: its last one holds two padding bits that decoding drops, so changing
    // it can leave the signature valid.
    const [header, payload, signature] = (await signIn(DEMO.user)).at.split('.');
    const forged = [header, payload, (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)].join('.');
    const res = await proxy(request('/profile', { cookies: { portal_at: forged, portal_rt: 'spent' } }));
    expect(location(res)).toBe('/?signIn=1&next=%2Fprofile');
    expect(cookiesOf(res).portal_rt.attrs).toContain('max-age=0');
  });
});
