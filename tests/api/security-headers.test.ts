import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './accounts';
import { startServer, type TestServer } from './helpers';

const SECRET = 'a-production-like-secret-of-enough-length-0123456789';

function expectApiHeaders(headers: Headers, what: string) {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
}

describe('security headers on every API answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('on data, errors of every kind, files and the docs page', async () => {
    const answers = {
      health: await fetch(`${server.url}/health`),
      list: await fetch(`${server.url}/web/catalog/groups`),
      notFound: await fetch(`${server.url}/no/such/path`),
      unauthorized: await fetch(`${server.url}/web/profile`),
      invalid: await fetch(`${server.url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":1}' }),
      malformed: await fetch(`${server.url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' }),
      tooLarge: await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `"${'x'.repeat(2 * 1024 * 1024)}"`,
      }),
      outbox: await fetch(`${server.url}/dev/outbox?phone=${DEMO.user}`),
      docs: await fetch(`${server.url}/docs/json`),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.status]))).toEqual({
      health: 200,
      list: 200,
      notFound: 404,
      unauthorized: 401,
      invalid: 422,
      malformed: 400,
      tooLarge: 413,
      outbox: 200,
      docs: 200,
    });
    for (const [what, res] of Object.entries(answers)) expectApiHeaders(res.headers, what);
    const groups = (await server.request('/web/catalog/groups')).body.data as { icon: string }[];
    const file = await fetch(new URL(new URL(groups[0].icon).pathname, server.url));
    expect(file.status).toBe(200);
    expectApiHeaders(file.headers, 'stored file');
  });
});

describe('/docs in production', () => {
  it('is not served (neither the page nor /docs/json)', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SMS_PROVIDER: 'outbox',
      API_PUBLIC_URL: 'http://127.0.0.1',
      WEB_ORIGIN: 'http://localhost:3000',
    });
    try {
      for (const path of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const res = await server.request(path);
        expect(res.status, path).toBe(404);
        expectApiHeaders(res.headers, path);
      }
    } finally {
      await server.close();
    }
  });
});
