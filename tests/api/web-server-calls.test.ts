import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionActiveSchema } from '../../contracts';
import { DEMO, login, newPhone } from './accounts';
import { startServer, type TestServer } from './helpers';

/** What the web server relies on: the session check of its page guards, and the client address it forwards. */
let server: TestServer;
beforeAll(async () => {
  // As `npm start` runs it: the web server on this machine is the one trusted hop.
  server = await startServer({ TRUST_PROXY: 'loopback' });
});
afterAll(() => server.close());

const check = (token?: string) => server.request('/sessions/current?lang=en', { token });

describe('GET /sessions/current', () => {
  it('answers an active session, and 401 once it is signed out although its token still verifies', async () => {
    const { accessToken } = await login(server, DEMO.user);
    const active = await check(accessToken);
    expect(active.status).toBe(200);
    expect(sessionActiveSchema.parse(active.body.data)).toEqual({ active: true });

    expect((await server.request('/logout', { method: 'POST', token: accessToken })).status).toBe(200);
    const ended = await check(accessToken);
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({ message: expect.any(String) });
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await check()).status).toBe(401);
    expect((await check('not.a.token')).status).toBe(401);
  });
});

describe('the client address behind a trusted hop', () => {
  it('is the address that hop saw: entries a visitor put before it do not spread the sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` };
      statuses.push((await server.request('/login', { method: 'POST', body: { phone: newPhone(), password: 'not-the-password' }, headers })).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(statuses[30]).toBe(429);
  });
});
