import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes, devRoutes, outboxMessageSchema } from '../../contracts';
import { ACCOUNTS_ENV, DEMO, newAccount, newIp, newPhone, outbox } from './accounts';
import { startServer, type TestServer } from './helpers';

/** A stand-in SMS gateway on this machine: records requests and answers with the status it is told. */
async function fakeGateway() {
  const received: { headers: IncomingHttpHeaders; body: any }[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(status < 300 ? { id: received.length } : { error: 'quota' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    received,
    answer: (s: number) => (status = s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('outbox sender (default outside production)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(ACCOUNTS_ENV);
  });
  afterAll(() => server.close());

  it('GET /dev/outbox lists the SMS of a phone newest first, with their codes', async () => {
    const phone = newPhone();
    const account = await newAccount(server, 'Sonyashnyk-2024', phone);
    await server.call(authRoutes.sendResetCode, { body: { phone }, query: { lang: 'pl' }, headers: newIp() });
    const messages = await outbox(server, phone);
    expect(messages).toHaveLength(2);
    messages.forEach((m) => outboxMessageSchema.parse(m));
    expect(messages[0].text).toMatch(/kod odzyskiwania hasła/);
    expect(messages[1].text).toMatch(/код реєстрації/);
    expect(new Date(messages[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(messages[1].createdAt).getTime());
    expect(messages.every((m) => m.phone === phone && /^\d{4}$/.test(m.code!))).toBe(true);
    expect(account.user.phone).toBe(phone);
    // Another phone's messages are not mixed in; a bad filter is a 422.
    expect((await outbox(server, DEMO.dealer)).every((m) => m.phone === DEMO.dealer)).toBe(true);
    expect((await server.call(devRoutes.outbox, { query: { phone: 'abc' } })).status).toBe(422);
  });
});

describe('production without the outbox', () => {
  let server: TestServer;
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  beforeAll(async () => {
    gateway = await fakeGateway();
    server = await startServer({
      ...ACCOUNTS_ENV,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-like-secret-of-enough-length-0123456789',
      SEED_DEMO: 'true',
      SMS_HTTP_URL: gateway.url,
      SMS_HTTP_TOKEN: 'gateway-token',
      SMS_SENDER: 'ClimatePro',
      API_PUBLIC_URL: 'http://127.0.0.1',
      WEB_ORIGIN: 'http://localhost:3000',
    });
  });
  afterAll(async () => {
    await server.close();
    await gateway.close();
  });

  it('has no /dev/outbox route (404)', async () => {
    expect(server.config.smsProvider).toBe('http');
    expect((await server.call(devRoutes.outbox)).status).toBe(404);
  });

  it('posts {to, text, sender} with the bearer token to the HTTP gateway', async () => {
    gateway.answer(200);
    const res = await server.call(authRoutes.sendResetCode, { body: { phone: DEMO.user }, query: { lang: 'en' }, headers: newIp() });
    expect(res.status).toBe(200);
    const last = gateway.received.at(-1)!;
    expect(last.headers.authorization).toBe('Bearer gateway-token');
    expect(last.headers['content-type']).toContain('application/json');
    expect(last.body).toMatchObject({ to: `+${DEMO.user}`, sender: 'ClimatePro' });
    expect(last.body.text).toMatch(/^\d{4} is your Climate Portal password recovery code/);
  });

  it('a refusing gateway gives the user a localised 503, and the code may be asked again at once', async () => {
    gateway.answer(500);
    const phone = DEMO.installer;
    const uk = await server.call(authRoutes.sendResetCode, { body: { phone }, headers: newIp() });
    expect(uk.status).toBe(503);
    expect(uk.body).toEqual({ message: 'Не вдалося надіслати SMS. Спробуйте трохи пізніше' });
    const en = await server.call(authRoutes.sendResetCode, { body: { phone }, query: { lang: 'en' }, headers: newIp() });
    expect(en.status).toBe(503);
    expect(en.error.message).toBe('We could not send the SMS. Please try again a little later');
    gateway.answer(200);
    expect((await server.call(authRoutes.sendResetCode, { body: { phone }, headers: newIp() })).status).toBe(200);
  });

  it('an unreachable gateway is a 503 too', async () => {
    await gateway.close();
    const res = await server.call(authRoutes.sendResetCode, { body: { phone: DEMO.dealer }, query: { lang: 'en' }, headers: newIp() });
    expect(res.status).toBe(503);
  });
});

describe('production with SMS_PROVIDER=outbox and DEV_OUTBOX=true', () => {
  it('keeps the /dev/outbox route', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-like-secret-of-enough-length-0123456789',
      SMS_PROVIDER: 'outbox',
      API_PUBLIC_URL: 'http://127.0.0.1',
      WEB_ORIGIN: 'http://localhost:3000',
    });
    try {
      expect((await server.call(devRoutes.outbox, { query: { phone: DEMO.user } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
