import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { authRoutes, devRoutes, type Session } from '../../contracts';
import type { TestServer } from './helpers';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO = {
  user: '380500000001',
  installer: '380500000002',
  dealer: '380500000003',
  projector: '380500000004',
  admin: '380500000005',
  installer2: '380500000006',
};

/** A fresh, valid Ukrainian mobile number (Kyivstar 67x), unlikely to repeat within a run. */
export const newPhone = () => `38067${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
/** A distinct client IP per test (the test servers trust X-Forwarded-For), so per-IP caps do not leak between tests. */
export const newIp = () => ({ 'x-forwarded-for': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}` });

export const ACCOUNTS_ENV = { TRUST_PROXY: 'true' };

export async function login(server: TestServer, phone: string, password = DEMO_PASSWORD, headers = newIp()) {
  const res = await server.call(authRoutes.login, { body: { phone, password }, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // Signed in at once (a code is asked only past the phone's threshold of failures, which these tests stay under).
  return res.data as Session;
}

export async function outbox(server: TestServer, phone: string) {
  const res = await server.call(devRoutes.outbox, { query: { phone } });
  expect(res.status).toBe(200);
  return res.data;
}

/** The SMS texted to `phone`, newest first, once there are `count`: an SMS is sent after the commit, so the answer may come first. */
export async function textsOnceSent(server: TestServer, phone: string, count: number) {
  await expect.poll(async () => (await outbox(server, phone)).length).toBe(count);
  return outbox(server, phone);
}

export async function lastCode(server: TestServer, phone: string) {
  const [latest] = await outbox(server, phone);
  expect(latest?.code, `an SMS with a code to ${phone}`).toMatch(/^\d{4}$/);
  return latest.code!;
}

export const registrationBody = (phone: string, roleId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Тарас',
  lastname: 'Гнатюк',
  phone,
  email: 'taras.hnatiuk@example.com',
  roleId,
  ...extra,
});

export async function roleId(server: TestServer, name: string) {
  const res = await server.call(authRoutes.roles);
  return res.data.find((r) => r.name === name)!.id;
}

/** Registration up to a confirmed code; answers the regToken. */
export async function confirmedRegistration(server: TestServer, phone: string, headers = newIp()) {
  const start = await server.call(authRoutes.register, { body: registrationBody(phone, await roleId(server, 'USER')), headers });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const { regToken } = start.data;
  expect((await server.call(authRoutes.sendRegistrationCode, { body: { regToken }, headers })).status).toBe(200);
  const check = await server.call(authRoutes.checkRegistrationCode, { body: { regToken, code: await lastCode(server, phone) }, headers });
  expect(check.status, JSON.stringify(check.body)).toBe(200);
  return regToken;
}

/** A new USER account; answers its session. */
export async function newAccount(server: TestServer, password = 'Sonyashnyk-2024', phone = newPhone()) {
  const headers = newIp();
  const regToken = await confirmedRegistration(server, phone, headers);
  const res = await server.call(authRoutes.setRegistrationPassword, { body: { password, repeatedPassword: password, regToken }, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...res.data, password, phone };
}
