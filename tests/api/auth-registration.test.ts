import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentSchema, registrationStartedSchema, sessionSchema } from '../../contracts';
import { notifications, users } from '../../server/src/db/schema';
import { ACCOUNTS_ENV, confirmedRegistration, DEMO, lastCode, login, newIp, newPhone, outbox, registrationBody, roleId } from './accounts';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers = newIp()) =>
  server.request(`${path}${path.includes('?') ? '&' : '?'}lang=en`, { method: 'POST', body, headers });

describe('registration flow', () => {
  it('registers, confirms by SMS code, sets the password and is signed in', async () => {
    const phone = newPhone();
    const headers = newIp();
    const installerRole = await roleId(server, 'INSTALLER');
    const start = await post('/registrations', registrationBody(phone, installerRole, { name: '  Тарас ' }), headers);
    expect(start.status).toBe(200);
    const { regToken } = registrationStartedSchema.parse(start.body.data);
    // Nothing is created before the password step.
    expect(await server.app.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);

    const sent = await post('/registrations/codes/send', { regToken }, headers);
    expect(sent.status).toBe(200);
    expect(codeSentSchema.parse(sent.body.data)).toEqual({ codeSent: true, resendAfter: 60 });
    const [sms] = await outbox(server, phone);
    expect(sms.text).toContain(sms.code);
    expect(sms.text).toMatch(/registration code/);

    const check = await post('/registrations/codes/check', { regToken, code: sms.code }, headers);
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ confirmed: true });

    const done = await post(
      '/registrations/password',
      { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken, fcmToken: 'fcm-device-token' },
      headers,
    );
    expect(done.status).toBe(200);
    const session = sessionSchema.parse(done.body.data);
    expect(session.user).toMatchObject({
      phone,
      name: 'Тарас',
      lastname: 'Гнатюк',
      email: 'taras.hnatiuk@example.com',
      avatar: null,
      role: { name: 'INSTALLER', type: 'installer' },
    });
    expect((await server.request('/web/profile', { token: session.accessToken })).body.data.language).toBe('en');

    // The new account signs in with its password and got a welcome notification.
    await login(server, phone, 'Kavun-na-baltoni');
    const welcome = await server.app.db.select().from(notifications).where(eq(notifications.userId, session.user.id));
    expect(welcome.map((n) => n.kind)).toEqual(['welcome']);

    // The token is spent.
    const again = await post('/registrations/password', { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken }, headers);
    expect(again.status).toBe(422);
    expect(again.body.errors.regToken).toEqual(['The time to confirm has run out. Please start again']);
  });

  it('accepts any Unicode password from 8 to 128 characters', async () => {
    for (const password of ['Сонце над Дніпром', 'żółć gęślą jaźń', '🌻🌻🌻🌻🌻🌻🌻🌻', 'x'.repeat(120) + 'Ü'.repeat(8)]) {
      const regToken = await confirmedRegistration(server, newPhone());
      const res = await post('/registrations/password', { password, repeatedPassword: password, regToken });
      expect(res.status, password).toBe(200);
      await login(server, res.body.data.user.phone, password);
    }
  });

  it('refuses the password step before the code is confirmed', async () => {
    const phone = newPhone();
    const start = await post('/registrations', registrationBody(phone, await roleId(server, 'USER')));
    const { regToken } = start.body.data;
    const res = await post('/registrations/password', { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['regToken']);
  });
});

describe('registration validation (422 with the spec field keys)', () => {
  it('checks name, lastname, email, phone and role', async () => {
    const res = await post('/registrations', { name: 'Т', lastname: 'x'.repeat(101), phone: '38050', email: 'not-mail', roleId: 'two' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['At least 2 characters'],
      lastname: ['At most 100 characters'],
      phone: ['Enter a valid phone number'],
      email: ['Invalid e-mail address'],
      roleId: ['Wrong type of value'],
    });
  });

  it('checks the phone against its country with libphonenumber', async () => {
    // Structurally fine (digits, 12 long) but no Ukrainian number starts with 0 after the dial code.
    const res = await post('/registrations', registrationBody('380012345678', await roleId(server, 'USER')));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ phone: ['Enter a valid phone number'] });
  });

  it('refuses a role a visitor may not choose (ADMIN) or an unknown one', async () => {
    const [admin] = await server.app.db.select().from(users).where(eq(users.phone, DEMO.admin));
    for (const id of [admin.roleId, 999]) {
      const res = await post('/registrations', registrationBody(newPhone(), id));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ roleId: ['Choose one of the offered roles'] });
    }
  });

  it('checks the password: length, match, and the common-password list', async () => {
    const regToken = await confirmedRegistration(server, newPhone());
    const short = await post('/registrations/password', { password: 'short', repeatedPassword: 'short', regToken });
    expect(short.body.errors.password).toEqual(['At least 8 characters']);
    const long = await post('/registrations/password', { password: 'x'.repeat(129), repeatedPassword: 'x'.repeat(129), regToken });
    expect(long.body.errors.password).toEqual(['At most 128 characters']);
    const mismatch = await post('/registrations/password', { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni!', regToken });
    expect(mismatch.body.errors).toEqual({ repeatedPassword: ['Passwords do not match'] });
    for (const common of ['password1', 'qwerty123', 'ILOVEYOU1']) {
      const res = await post('/registrations/password', { password: common, repeatedPassword: common, regToken });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ password: ['This password is too common. Choose another one'] });
    }
    // The failed attempts did not spend the token.
    expect((await post('/registrations/password', { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken })).status).toBe(200);
  });

  it('answers huge or malformed input with 4xx, never 500', async () => {
    const huge = await post('/registrations', registrationBody('9'.repeat(100_000), 1, { email: `${'a'.repeat(300)}@example.com` }));
    expect(huge.status).toBe(422);
    expect(huge.body.errors.phone).toBeTruthy();
    expect(huge.body.errors.email).toEqual(['At most 254 characters']);
    const notJson = await server.request('/registrations', { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const code = await post('/registrations/codes/check', { regToken: 'x', code: '12a4' });
    expect(code.body.errors.code).toEqual(['Enter the four-digit code']);
  });

  it('texts are localised (uk by default)', async () => {
    const res = await server.request('/registrations', { method: 'POST', body: registrationBody('380', 1), headers: newIp() });
    expect(res.body.errors.phone).toContain('Введіть коректний номер телефону');
    const pl = await server.request('/registrations?lang=pl', { method: 'POST', body: registrationBody('380', 1), headers: newIp() });
    expect(pl.body.errors.phone).toContain('Wprowadź poprawny numer telefonu');
  });
});

describe('an already registered phone is not revealed', () => {
  it('answers alike at every step, texts its owner a notice without a code, and never completes', async () => {
    const role = await roleId(server, 'USER');
    const known = await post('/registrations', registrationBody(DEMO.user, role));
    const fresh = await post('/registrations', registrationBody(newPhone(), role));
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.body.data)).toEqual(Object.keys(fresh.body.data));

    const before = (await outbox(server, DEMO.user)).length;
    const knownSent = await post('/registrations/codes/send', { regToken: known.body.data.regToken });
    const freshSent = await post('/registrations/codes/send', { regToken: fresh.body.data.regToken });
    expect(knownSent.status).toBe(200);
    expect(knownSent.body).toEqual(freshSent.body);

    const sms = await outbox(server, DEMO.user);
    expect(sms).toHaveLength(before + 1);
    expect(sms[0].code).toBeNull();
    expect(sms[0].text).toMatch(/already has an account/);

    const guess = await post('/registrations/codes/check', { regToken: known.body.data.regToken, code: '0000' });
    expect(guess.status).toBe(422);
    expect(guess.body.errors).toEqual({ code: ['Wrong code'] });
    const premature = await post('/registrations/password', {
      password: 'Kavun-na-baltoni',
      repeatedPassword: 'Kavun-na-baltoni',
      regToken: known.body.data.regToken,
    });
    expect(premature.status).toBe(422);
    // The demo account is untouched.
    await login(server, DEMO.user);
  });

  it('a phone registered while a registration was pending cannot be taken over', async () => {
    const phone = newPhone();
    const first = await confirmedRegistration(server, phone);
    const second = await confirmedRegistration(server, phone);
    const ok = await post('/registrations/password', { password: 'Kavun-na-baltoni', repeatedPassword: 'Kavun-na-baltoni', regToken: first });
    expect(ok.status).toBe(200);
    const late = await post('/registrations/password', { password: 'Inshyi-parol-2024', repeatedPassword: 'Inshyi-parol-2024', regToken: second });
    expect(late.status).toBe(422);
    expect(Object.keys(late.body.errors)).toEqual(['regToken']);
    await login(server, phone, 'Kavun-na-baltoni');
  });

  it('a regToken of another flow or a made-up one is refused', async () => {
    const reset = await post('/password/codes/send', { phone: DEMO.installer });
    const res = await post('/registrations/codes/send', { regToken: reset.body.data.resetToken });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['regToken']);
    expect((await post('/registrations/codes/check', { regToken: 'made-up', code: '1234' })).status).toBe(422);
  });
});

describe('registration code sending', () => {
  it('sends a code only for a live registration and localises the SMS', async () => {
    const phone = newPhone();
    const start = await server.request('/registrations?lang=uk', {
      method: 'POST',
      body: registrationBody(phone, await roleId(server, 'USER')),
      headers: newIp(),
    });
    await server.request('/registrations/codes/send?lang=uk', { method: 'POST', body: { regToken: start.body.data.regToken }, headers: newIp() });
    const code = await lastCode(server, phone);
    const [sms] = await outbox(server, phone);
    expect(sms.text).toBe(`${code} — код реєстрації в Climate Portal. Дійсний 10 хвилин. Нікому його не повідомляйте.`);
  });
});
