import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET } from '../../contracts/session-token';
import { apiVariables, ConfigError, loadConfig } from '../../server/src/config/env';
import { isLoopback } from '../../server/src/lib/loopback';
import { ACCOUNTS_ENV, DEMO, newIp } from './accounts';
import { startServer, type TestServer } from './helpers';

const SECRET = 'a-production-like-secret-of-enough-length-0123456789';
/** What production needs besides the secret (README "Configuration"): its public addresses and the SMS gateway. */
const PUBLIC_URLS = { API_PUBLIC_URL: 'https://api.example.com', WEB_ORIGIN: 'https://portal.example.com', SMS_HTTP_URL: 'https://sms.example.com/send' };

describe('development mode stays on this machine', () => {
  it('listens on loopback unless API_HOST says otherwise', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('development');
    expect(config.API_HOST).toBe('localhost');
    expect(isLoopback(config.API_HOST)).toBe(true);
    expect(loadConfig({ API_HOST: '127.0.0.1' }).API_HOST).toBe('127.0.0.1');
  });

  it('refuses to start beyond loopback with the development secret, and starts with a real one', () => {
    expect(() => loadConfig({ API_HOST: '0.0.0.0' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ API_HOST: '::', JWT_SECRET: DEV_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ API_HOST: '0.0.0.0', JWT_SECRET: SECRET }).API_HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, ...PUBLIC_URLS }).API_HOST).toBe('0.0.0.0');
    expect(loadConfig({ API_HOST: '127.0.0.1' }).jwtSecret).toBe(DEV_JWT_SECRET);
  });

  it('refuses to start in production with the development secret even on loopback (behind a proxy on the same host)', () => {
    for (const API_HOST of ['127.0.0.1', 'localhost', '::1']) {
      expect(() => loadConfig({ NODE_ENV: 'production', API_HOST, JWT_SECRET: DEV_JWT_SECRET })).toThrow(/JWT_SECRET.*development default/);
      expect(() => loadConfig({ NODE_ENV: 'production', API_HOST })).toThrow(/JWT_SECRET/);
      expect(loadConfig({ NODE_ENV: 'production', API_HOST, JWT_SECRET: SECRET, ...PUBLIC_URLS }).jwtSecret).toBe(SECRET);
    }
  });
});

describe('an incomplete production configuration', () => {
  it('is refused with everything missing listed at once', () => {
    const refusal = () => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'http' });
    expect(refusal).toThrow(ConfigError);
    const problems = (() => {
      try {
        refusal();
      } catch (error) {
        return (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      }
    })();
    expect(problems).toEqual(['JWT_SECRET', 'API_PUBLIC_URL', 'WEB_ORIGIN', 'SMS_HTTP_URL']);
  });

  it('lists every invalid value and every inconsistent pair, in any mode', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', LOG_LEVEL: 'loud', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/API_PORT.*\n.*LOG_LEVEL/s);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'key' }).S3_BUCKET).toBe('b');
  });

  it('names every variable in .env.example', () => {
    const example = readFileSync(path.join(import.meta.dirname, '../../.env.example'), 'utf8');
    const named = new Set([...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(apiVariables.filter((name) => !named.has(name))).toEqual([]);
  });
});

describe('GET /dev/outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(ACCOUNTS_ENV);
  });
  afterAll(() => server.close());

  it('requires the phone', async () => {
    const res = await server.request('/dev/outbox?lang=en');
    expect(res.status).toBe(422);
    expect(res.body.errors.phone).toEqual(['Required field']);
    expect((await server.request(`/dev/outbox?phone=${DEMO.user}`)).status).toBe(200);
  });

  it('answers only callers on this machine: not a forwarded visitor, not a remote socket', async () => {
    const forwarded = await server.request(`/dev/outbox?phone=${DEMO.user}&lang=en`, { headers: newIp() });
    expect(forwarded.status).toBe(404);
    expect(forwarded.body).toEqual({ message: 'There is no such API address' });
    const remote = await server.app.inject({ url: `/dev/outbox?phone=${DEMO.user}`, remoteAddress: '192.0.2.7' });
    expect(remote.statusCode).toBe(404);
  });

  it('is not served unless DEV_OUTBOX opts in', async () => {
    const off = await startServer({ DEV_OUTBOX: 'false' });
    try {
      expect((await off.request(`/dev/outbox?phone=${DEMO.user}`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
