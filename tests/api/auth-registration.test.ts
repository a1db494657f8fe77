import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authRoutes, codeSentSchema, profileRoutes, registrationStartedSchema, sessionSchema, type ContractRoute } from '../../contracts';
import { notifications, users } from '../../server/src/db/schema';
import { ACCOUNTS_ENV, confirmedRegistration, DEMO, lastCode, login, newIp, newPhone, outbox, registrationBody, roleId } from './accounts';
import { inputFor } from './contract-call';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

/** A call in English from a fresh client address, or from the one `headers` names (the limits count by it). */
const send = <R extends ContractRoute & { body: z.ZodType }>(route: R, body: z.input<R['body']>, headers = newIp()) =>
  server.call(route, ...inputFor(route, { body, query: { lang: 'en' }, headers }));

describe('registration flow', () => {
  it('registers, confirms by SMS code, sets the password and is signed in', async () => {
    const phone = newPhone();
    const headers = newIp();
    const installerRole = await roleId(server, 'INSTALLER');
    const start = await send(authRoutes.register, registrationBody(phone, installerRole, { name: '  Тарас ' }), headers);
    expect(start.status).toBe(200);
    const { regToken } = registrationStartedSchema.parse(start.data);
    // Nothing is created before the password step.
    expect(await server.app.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);

    const sent = await send(authRoutes.sendRegistrationCode, { regToken }, headers);
    expect(sent.status).toBe(200);
    expect(codeSentSchema.parse(sent.data)).toEqual({ codeSent: true, resendAfter: 60 });
    const [sms] = await outbox(server, phone);
    expect(sms.text).toContain(sms.code);
    expect(sms.text).toMatch(/registration code/);

    const check = await send(authRoutes.checkRegistrationCode, { regToken, code: sms.code! }, headers);
    expect(check.status).toBe(200);
    expect(check.data).toEqual({ confirmed: true });

    const done = await send(
      authRoutes.setRegistrationPassword,
      { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken, fcmToken: 'fcm-device-token' },
      headers,
    );
    expect(done.status).toBe(200);
    const session = sessionSchema.parse(done.data);
    expect(session.user).toMatchObject({
      phone,
      name: 'Тарас',
      lastname: 'Гнатюк',
      email: 'taras.hnatiuk@example.com',
      avatar: null,
      role: { name: 'INSTALLER', type: 'installer' },
    });
    expect((await server.call(profileRoutes.get, { token: session.accessToken })).data.language).toBe('en');

    // The new account signs in with its password and got a welcome notification.
    await login(server, phone, 'Kavun-na-baltoni');
    const welcome = await server.app.db.select().from(notifications).where(eq(notifications.userId, session.user.id));
    expect(welcome.map((n) => n.kind)).toEqual(['welcome']);

    // The token is spent.
    const again = await send(authRoutes.setRegistrationPassword, { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken }, headers);
    expect(again.status).toBe(422);
    expect(again.error.errors.regToken).toEqual(['The time to confirm has run out. Please start again']);
  });

  it('accepts any Unicode password from 8 to 128 characters', async () => {
    for (const password of ['Сонце над Дніпром', 'żółć gęślą jaźń', '🌻🌻🌻🌻🌻🌻🌻🌻', 'x'.repeat(120) + 'Ü'.repeat(8)]) {
      const regToken = await confirmedRegistration(server, newPhone());
      const res = await send(authRoutes.setRegistrationPassword, { password, repeatedPassword: password, regToken });
      expect(res.status, password).toBe(200);
      await login(server, res.data.user.phone, password);
    }
  });

  it('refuses the password step before the code is confirmed', async () => {
    const phone = newPhone();
    const start = await send(authRoutes.register, registrationBody(phone, await roleId(server, 'USER')));
    const { regToken } = start.data;
    const res = await send(authRoutes.setRegistrationPassword, { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(['regToken']);
  });
});

describe('registration validation (422 with the spec field keys)', () => {
  it('checks name, lastname, email, phone and role', async () => {
    const res = await server.call(authRoutes.register, {
      invalidBody: { name: 'Т', lastname: 'x'.repeat(101), phone: '38050', email: 'not-mail', roleId: 'two' },
      query: { lang: 'en' },
      headers: newIp(),
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toMatchObject({
      name: ['At least 2 characters'],
      lastname: ['At most 100 characters'],
      phone: ['Enter a valid phone number'],
      email: ['Invalid e-mail address'],
      roleId: ['Wrong type of value'],
    });
  });

  it('checks the phone against its country with libphonenumber', async () => {
    // Structurally fine (digits, 12 long) but no Ukrainian number starts with 0 after the dial code.
    const res = await send(authRoutes.register, registrationBody('380012345678', await roleId(server, 'USER')));
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ phone: ['Enter a valid phone number'] });
  });

  it('refuses a role a visitor may not choose (ADMIN) or an unknown one', async () => {
    const [admin] = await server.app.db.select().from(users).where(eq(users.phone, DEMO.admin));
    for (const id of [admin.roleId, 999]) {
      const res = await send(authRoutes.register, registrationBody(newPhone(), id));
      expect(res.status).toBe(422);
      expect(res.error.errors).toEqual({ roleId: ['Choose one of the offered roles'] });
    }
  });

  it('checks the password: length, match, and the common-password list', async () => {
    const regToken = await confirmedRegistration(server, newPhone());
    const short = await send(authRoutes.setRegistrationPassword, { password: 'short', repeatedPassword: 'short', regToken });
    expect(short.error.errors.password).toEqual(['At least 8 characters']);
    const long = await send(authRoutes.setRegistrationPassword, { password: 'x'.repeat(129), repeatedPassword: 'x'.repeat(129), regToken });
    expect(long.error.errors.password).toEqual(['At most 128 characters']);
    const mismatch = await send(authRoutes.setRegistrationPassword, { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni!', regToken });
    expect(mismatch.error.errors).toEqual({ repeatedPassword: ['Passwords do not match'] });
    for (const common of ['password1', 'qwerty123', 'ILOVEYOU1']) {
      const res = await send(authRoutes.setRegistrationPassword, { password: common, repeatedPassword: common, regToken });
      expect(res.status).toBe(422);
      expect(res.error.errors).toEqual({ password: ['This password is too common. Choose another one'] });
    }
    // The failed attempts did not spend the token.
    expect((await send(authRoutes.setRegistrationPassword, { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken })).status).toBe(200);
  });

  it('answers huge or malformed input with 4xx, never 500', async () => {
    const huge = await send(authRoutes.register, registrationBody('9'.repeat(100_000), 1, { email: `${'a'.repeat(300)}@example.com` }));
    expect(huge.status).toBe(422);
    expect(huge.error.errors.phone).toBeTruthy();
    expect(huge.error.errors.email).toEqual(['At most 254 characters']);
    const notJson = await server.call(authRoutes.register, { invalidBody: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const code = await send(authRoutes.checkRegistrationCode, { regToken: 'x', code: '12a4' });
    expect(code.error.errors.code).toEqual(['Enter the four-digit code']);
  });

  it('texts are localised (uk by default)', async () => {
    const res = await server.call(authRoutes.register, { body: registrationBody('380', 1), headers: newIp() });
    expect(res.error.errors.phone).toContain('Введіть коректний номер телефону');
    const pl = await server.call(authRoutes.register, { body: registrationBody('380', 1), query: { lang: 'pl' }, headers: newIp() });
    expect(pl.error.errors.phone).toContain('Wprowadź poprawny numer telefonu');
  });
});

describe('an already registered phone is not revealed', () => {
  it('answers alike at every step, texts its owner a notice without a code, and never completes', async () => {
    const role = await roleId(server, 'USER');
    const known = await send(authRoutes.register, registrationBody(DEMO.user, role));
    const fresh = await send(authRoutes.register, registrationBody(newPhone(), role));
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.data)).toEqual(Object.keys(fresh.data));

    const before = (await outbox(server, DEMO.user)).length;
    const knownSent = await send(authRoutes.sendRegistrationCode, { regToken: known.data.regToken });
    const freshSent = await send(authRoutes.sendRegistrationCode, { regToken: fresh.data.regToken });
    expect(knownSent.status).toBe(200);
    expect(knownSent.body).toEqual(freshSent.body);

    const sms = await outbox(server, DEMO.user);
    expect(sms).toHaveLength(before + 1);
    expect(sms[0].code).toBeNull();
    expect(sms[0].text).toMatch(/already has an account/);

    const guess = await send(authRoutes.checkRegistrationCode, { regToken: known.data.regToken, code: '0000' });
    expect(guess.status).toBe(422);
    expect(guess.error.errors).toEqual({ code: ['Wrong code'] });
    const premature = await send(authRoutes.setRegistrationPassword, {
      password: 'Kavun-na-baltoni',
      repeatedPassword: 'Kavun-na-baltoni',
      regToken: known.data.regToken,
    });
    expect(premature.status).toBe(422);
    // The demo account is untouched.
    await login(server, DEMO.user);
  });

  it('a phone registered while a registration was pending cannot be taken over', async () => {
    const phone = newPhone();
    const first = await confirmedRegistration(server, phone);
    const second = await confirmedRegistration(server, phone);
    const ok = await send(authRoutes.setRegistrationPassword, { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken: first });
    expect(ok.status).toBe(200);
    const late = await send(authRoutes.setRegistrationPassword, { password: 'Inshyi-parol-2024', repeatedPassword: 'Inshyi-parol-2024', regToken: second });
    expect(late.status).toBe(422);
    expect(Object.keys(late.error.errors)).toEqual(['regToken']);
    await login(server, phone, 'Kavun-na-baltoni');
  });

  it('a regToken of another flow or a made-up one is refused', async () => {
    const reset = await send(authRoutes.sendResetCode, { phone: DEMO.installer });
    const res = await send(authRoutes.sendRegistrationCode, { regToken: reset.data.resetToken });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(['regToken']);
    expect((await send(authRoutes.checkRegistrationCode, { regToken: 'made-up', code: '1234' })).status).toBe(422);
  });
});

describe('registration code sending', () => {
  it('sends a code only for a live registration and localises the SMS', async () => {
    const phone = newPhone();
    const start = await server.call(authRoutes.register, {
      body: registrationBody(phone, await roleId(server, 'USER')),
      query: { lang: 'uk' },
      headers: newIp(),
    });
    await server.call(authRoutes.sendRegistrationCode, { body: { regToken: start.data.regToken }, query: { lang: 'uk' }, headers: newIp() });
    const code = await lastCode(server, phone);
    const [sms] = await outbox(server, phone);
    expect(sms.text).toBe(`${code} — код реєстрації в Climate Portal. Дійсний 10 хвилин. Нікому його не повідомляйте.`);
  });
});
