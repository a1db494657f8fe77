import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authRoutes, passwordResetStartedSchema, profileRoutes, type ContractRoute } from '../../contracts';
import { verifications } from '../../server/src/db/schema';
import { ACCOUNTS_ENV, lastCode, login, newAccount, newIp, newPhone, outbox, registrationBody, roleId } from './accounts';
import { inputFor } from './contract-call';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

/** A call in English from a fresh client address, or from the one `headers` names (the limits here count by it). */
const send = <R extends ContractRoute & { body: z.ZodType }>(route: R, body: z.input<R['body']>, headers = newIp()) =>
  server.call(route, ...inputFor(route, { body, query: { lang: 'en' }, headers }));
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function startRegistration(phone = newPhone(), headers = newIp()) {
  const res = await send(authRoutes.register, registrationBody(phone, await roleId(server, 'USER')), headers);
  const { regToken } = res.data;
  const sent = await send(authRoutes.sendRegistrationCode, { regToken }, headers);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { regToken: regToken as string, phone, code: await lastCode(server, phone) };
}

const verificationOf = async (phone: string) => {
  const rows = await server.app.db.select().from(verifications).where(eq(verifications.phone, phone));
  return rows.sort((a, b) => b.id - a.id)[0];
};

describe('SMS codes', () => {
  it('are 4 digits and stored only as a hash', async () => {
    const { phone, code } = await startRegistration();
    const row = await verificationOf(phone);
    expect(code).toMatch(/^\d{4}$/);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are single use', async () => {
    const { regToken, code } = await startRegistration();
    expect((await send(authRoutes.checkRegistrationCode, { regToken, code })).status).toBe(200);
    const again = await send(authRoutes.checkRegistrationCode, { regToken, code });
    expect(again.status).toBe(422);
    expect(again.error.errors).toEqual({ code: ['The code is no longer valid. Request a new one'] });
  });

  it('expire after 10 minutes', async () => {
    const { regToken, phone, code } = await startRegistration();
    const row = await verificationOf(phone);
    expect(row.codeExpiresAt!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row.codeExpiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    await server.app.db
      .update(verifications)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, row.id));
    const res = await send(authRoutes.checkRegistrationCode, { regToken, code });
    expect(res.status).toBe(422);
    expect(res.error.errors.code).toEqual(['The code is no longer valid. Request a new one']);
  });

  it('are bound to their token: the code of one registration does not confirm another', async () => {
    const phone = newPhone();
    const a = await startRegistration(phone);
    const b = await startRegistration(phone);
    // b's code on a: right only by a 1-in-10,000 coincidence, which the assertion tolerates.
    const cross = await send(authRoutes.checkRegistrationCode, { regToken: a.regToken, code: b.code });
    if (a.code !== b.code) expect(cross.status).toBe(422);
    expect((await send(authRoutes.checkRegistrationCode, { regToken: b.regToken, code: b.code })).status).toBe(200);
  });

  it('are bound to their purpose: a registration token is no reset token', async () => {
    const { regToken, code } = await startRegistration();
    const res = await send(authRoutes.checkResetCode, { resetToken: regToken, code });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(['resetToken']);
  });

  it('allow 5 wrong tries per code; then even the right code is refused until a new one is sent', async () => {
    const { regToken, code } = await startRegistration();
    for (let i = 0; i < 4; i++) {
      const res = await send(authRoutes.checkRegistrationCode, { regToken, code: wrongCode(code) });
      expect(res.error.errors).toEqual({ code: ['Wrong code'] });
    }
    const fifth = await send(authRoutes.checkRegistrationCode, { regToken, code: wrongCode(code) });
    expect(fifth.error.errors).toEqual({ code: ['The code is no longer valid. Request a new one'] });
    const right = await send(authRoutes.checkRegistrationCode, { regToken, code });
    expect(right.status).toBe(422);
    expect(right.error.errors).toEqual({ code: ['The code is no longer valid. Request a new one'] });
  });

  it('allow 10 wrong tries per token across resends; then 429 with Retry-After and the token is spent', async () => {
    const { regToken, phone, code } = await startRegistration();
    for (let i = 0; i < 5; i++) await send(authRoutes.checkRegistrationCode, { regToken, code: wrongCode(code) });
    // A minute later (the resend pause lifted) a second code is sent.
    const row = await verificationOf(phone);
    await server.app.rateLimit.reset(`sms-resend:registration:${row.id}`);
    expect((await send(authRoutes.sendRegistrationCode, { regToken })).status).toBe(200);
    const second = await lastCode(server, phone);
    for (let i = 0; i < 4; i++) expect((await send(authRoutes.checkRegistrationCode, { regToken, code: wrongCode(second) })).status).toBe(422);
    const tenth = await send(authRoutes.checkRegistrationCode, { regToken, code: wrongCode(second) });
    expect(tenth.status).toBe(429);
    expect(Number(tenth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tenth.error.message).toMatch(/Too many attempts/);
    const spent = await send(authRoutes.checkRegistrationCode, { regToken, code: second });
    expect(spent.status).toBe(422);
    expect(Object.keys(spent.error.errors)).toEqual(['regToken']);
  });

  it("allow 10 wrong tries per phone and client IP per hour across registrations; the owner's own address is not blocked", async () => {
    const phone = newPhone();
    const attacker = newIp();
    const a = await startRegistration(phone, attacker);
    const b = await startRegistration(phone, attacker);
    const c = await startRegistration(phone, attacker);
    const owner = await startRegistration(phone);
    for (let i = 0; i < 5; i++) await send(authRoutes.checkRegistrationCode, { regToken: a.regToken, code: wrongCode(a.code) }, attacker);
    for (let i = 0; i < 4; i++)
      expect((await send(authRoutes.checkRegistrationCode, { regToken: b.regToken, code: wrongCode(b.code) }, attacker)).status).toBe(422);
    expect((await send(authRoutes.checkRegistrationCode, { regToken: b.regToken, code: wrongCode(b.code) }, attacker)).status).toBe(429);
    // A third, untouched registration of the same phone is blocked too from that address, even with its right code.
    const blocked = await send(authRoutes.checkRegistrationCode, { regToken: c.regToken, code: c.code }, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // The phone's owner, from another address, confirms theirs.
    expect((await send(authRoutes.checkRegistrationCode, { regToken: owner.regToken, code: owner.code })).status).toBe(200);
  });

  it('past 30 wrong tries per phone within an hour from all addresses together, each code has one try; nobody gets 429 for it', async () => {
    const phone = newPhone();
    for (let round = 0; round < 3; round++) {
      const ip = newIp();
      const { regToken, code } = await startRegistration(phone, ip);
      for (let i = 0; i < 5; i++) await send(authRoutes.checkRegistrationCode, { regToken, code: wrongCode(code) }, ip);
      const again = await startRegistration(phone, ip);
      for (let i = 0; i < 5; i++) await send(authRoutes.checkRegistrationCode, { regToken: again.regToken, code: wrongCode(again.code) }, ip);
    }
    // The owner, from a fresh address, types the code the SMS shows.
    const owner = newIp();
    const mine = await startRegistration(phone, owner);
    expect((await send(authRoutes.checkRegistrationCode, { regToken: mine.regToken, code: mine.code }, owner)).status).toBe(200);
    // A mistyped code is used up at once: ask for another (after the minute), never a 429.
    const mistyped = await startRegistration(phone, owner);
    const once = await send(authRoutes.checkRegistrationCode, { regToken: mistyped.regToken, code: wrongCode(mistyped.code) }, owner);
    expect(once.status).toBe(422);
    expect(once.error.errors).toEqual({ code: ['The code is no longer valid. Request a new one'] });
    expect((await send(authRoutes.checkRegistrationCode, { regToken: mistyped.regToken, code: mistyped.code }, owner)).status).toBe(422);
  });

  it('can be sent again only after 60 s (429 with Retry-After before that)', async () => {
    const { regToken } = await startRegistration();
    const res = await send(authRoutes.sendRegistrationCode, { regToken });
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
  });
});

describe('SMS caps', () => {
  it("at most 5 SMS per phone and client IP per hour; the owner's own address still gets one", async () => {
    const phone = newPhone();
    const attacker = newIp();
    for (let i = 0; i < 5; i++) await startRegistration(phone, attacker);
    const res = await send(authRoutes.register, registrationBody(phone, await roleId(server, 'USER')), attacker);
    const sixth = await send(authRoutes.sendRegistrationCode, { regToken: res.data.regToken }, attacker);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect(await outbox(server, phone)).toHaveLength(5);
    await startRegistration(phone);
    expect(await outbox(server, phone)).toHaveLength(6);
  });

  it('past 15 SMS per phone within an hour from all addresses together, the phone gets one a minute: a wait of at most 60 s, never the rest of the hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) {
      const ip = newIp();
      for (let j = 0; j < 5; j++) await startRegistration(phone, ip);
    }
    await startRegistration(phone);
    expect(await outbox(server, phone)).toHaveLength(16);
    const res = await send(authRoutes.register, registrationBody(phone, await roleId(server, 'USER')));
    const within = await send(authRoutes.sendRegistrationCode, { regToken: res.data.regToken });
    expect(within.status).toBe(429);
    expect(Number(within.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(within.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // A minute later.
    await server.app.rateLimit.reset(`sms-phone-minute:${phone}`);
    await startRegistration(phone);
    expect(await outbox(server, phone)).toHaveLength(17);
  });

  it('counts IPv6 addresses by their /64: five SMS to a phone from five addresses of one /64 use up its cap per address and phone', async () => {
    const phone = newPhone();
    const net = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
    for (let i = 1; i <= 5; i++) await startRegistration(phone, { 'x-forwarded-for': `${net}::${i.toString(16)}` });
    const res = await send(authRoutes.register, registrationBody(phone, await roleId(server, 'USER')), { 'x-forwarded-for': `${net}::99` });
    expect((await send(authRoutes.sendRegistrationCode, { regToken: res.data.regToken }, { 'x-forwarded-for': `${net}::99` })).status).toBe(429);
  });

  it('at most 30 SMS per client IP per hour', async () => {
    const headers = newIp();
    for (let i = 0; i < 30; i++) {
      const res = await send(authRoutes.sendResetCode, { phone: newPhone() }, headers);
      expect(res.status).toBe(200);
    }
    const blocked = await send(authRoutes.sendResetCode, { phone: newPhone() }, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('at most 20 registration starts per client IP per hour', async () => {
    const headers = newIp();
    const role = await roleId(server, 'USER');
    for (let i = 0; i < 20; i++) expect((await send(authRoutes.register, registrationBody(newPhone(), role), headers)).status).toBe(200);
    expect((await send(authRoutes.register, registrationBody(newPhone(), role), headers)).status).toBe(429);
  });
});

describe("the review's probe of the per-phone caps on SMS and codes", () => {
  it('strangers from many addresses use up the SMS and wrong-code thresholds of a phone; its owner, from a fresh address, restores by SMS waiting at most a minute, and signs in', async () => {
    const account = await newAccount(server);
    const minutePasses = async () => {
      await server.app.rateLimit.reset(`sms-resend:reset:${account.phone}`);
      await server.app.rateLimit.reset(`sms-phone-minute:${account.phone}`);
    };
    // 15 registration SMS from three addresses (the phone has an account: they tell its owner so).
    const role = await roleId(server, 'USER');
    for (let i = 0; i < 3; i++) {
      const ip = newIp();
      for (let j = 0; j < 5; j++) {
        const { regToken } = (await send(authRoutes.register, registrationBody(account.phone, role), ip)).data;
        expect((await send(authRoutes.sendRegistrationCode, { regToken }, ip)).status).toBe(200);
      }
    }
    // Six restores from three addresses, a minute apart, each code guessed five times: 30 wrong reset codes.
    const strangers = [newIp(), newIp(), newIp()];
    for (let i = 0; i < 6; i++) {
      const headers = strangers[i % 3];
      await minutePasses();
      const started = await send(authRoutes.sendResetCode, { phone: account.phone }, headers);
      expect(started.status).toBe(200);
      for (let k = 0; k < 5; k++) await send(authRoutes.checkResetCode, { resetToken: started.data.resetToken, code: String(1000 + k) }, headers);
    }
    const owner = newIp();
    // The last stranger's restore took this minute of the phone.
    const waiting = await send(authRoutes.sendResetCode, { phone: account.phone }, owner);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await minutePasses();
    const sent = await send(authRoutes.sendResetCode, { phone: account.phone }, owner);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { resetToken } = sent.data;
    expect((await send(authRoutes.checkResetCode, { resetToken, code: await lastCode(server, account.phone) }, owner)).status).toBe(200);
    const done = await server.call(authRoutes.resetPassword, {
      body: { password: 'Nove-haslo-2025', repeatedPassword: 'Nove-haslo-2025', resetToken },
      headers: owner,
    });
    expect(done.status).toBe(200);
    await login(server, account.phone, 'Nove-haslo-2025');
  }, 120_000);
});

describe('password restore', () => {
  it('texts a code, checks it, sets the new password with PUT, ends old sessions and signs in', async () => {
    const account = await newAccount(server);
    const headers = newIp();
    const start = await send(authRoutes.sendResetCode, { phone: account.phone }, headers);
    expect(start.status).toBe(200);
    const { resetToken } = passwordResetStartedSchema.parse(start.data);
    const code = await lastCode(server, account.phone);
    expect((await send(authRoutes.checkResetCode, { resetToken, code }, headers)).status).toBe(200);
    const done = await server.call(authRoutes.resetPassword, {
      body: { password: 'Nove-haslo-2025', repeatedPassword: 'Nove-haslo-2025', resetToken },
      query: { lang: 'en' },
      headers,
    });
    expect(done.status).toBe(200);
    expect(done.data.user.phone).toBe(account.phone);
    expect((await server.call(profileRoutes.get, { token: done.data.accessToken })).status).toBe(200);
    // The sessions from before the reset are over; the old password no longer works.
    expect((await server.call(profileRoutes.get, { token: account.accessToken })).status).toBe(401);
    expect((await server.call(authRoutes.refresh, { body: { refreshToken: account.refreshToken } })).status).toBe(401);
    expect((await send(authRoutes.login, { phone: account.phone, password: account.password })).status).toBe(422);
    await login(server, account.phone, 'Nove-haslo-2025');
    // The reset token is spent.
    const again = await server.call(authRoutes.resetPassword, { body: { password: 'Nove-haslo-2026', repeatedPassword: 'Nove-haslo-2026', resetToken } });
    expect(again.status).toBe(422);
  });

  it('refuses the new password before the code is checked, and common passwords', async () => {
    const account = await newAccount(server);
    const start = await send(authRoutes.sendResetCode, { phone: account.phone });
    const { resetToken } = start.data;
    const early = await server.call(authRoutes.resetPassword, { body: { password: 'Nove-haslo-2025', repeatedPassword: 'Nove-haslo-2025', resetToken } });
    expect(early.status).toBe(422);
    expect(Object.keys(early.error.errors)).toEqual(['resetToken']);
    await send(authRoutes.checkResetCode, { resetToken, code: await lastCode(server, account.phone) });
    const common = await server.call(authRoutes.resetPassword, {
      body: { password: 'iloveyou123', repeatedPassword: 'iloveyou123', resetToken },
      query: { lang: 'en' },
    });
    expect(common.error.errors).toEqual({ password: ['This password is too common. Choose another one'] });
  });

  it('answers alike for an unknown phone; its owner gets a notice without a code', async () => {
    const account = await newAccount(server);
    const stranger = newPhone();
    const known = await send(authRoutes.sendResetCode, { phone: account.phone });
    const unknown = await send(authRoutes.sendResetCode, { phone: stranger });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.data).sort()).toEqual(Object.keys(known.data).sort());
    expect(unknown.data.codeSent).toBe(true);
    const [notice] = await outbox(server, stranger);
    expect(notice.code).toBeNull();
    expect(notice.text).toMatch(/no account/);
    const check = await send(authRoutes.checkResetCode, { resetToken: unknown.data.resetToken, code: '1234' });
    expect(check.status).toBe(422);
    expect(check.error.errors).toEqual({ code: ['Wrong code'] });
  });

  it('can be asked again only after 60 s, alike for known and unknown phones', async () => {
    const account = await newAccount(server);
    const stranger = newPhone();
    await send(authRoutes.sendResetCode, { phone: account.phone });
    await send(authRoutes.sendResetCode, { phone: stranger });
    const known = await send(authRoutes.sendResetCode, { phone: account.phone });
    const unknown = await send(authRoutes.sendResetCode, { phone: stranger });
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(known.error.message).toBe(unknown.error.message.replace(/\d+/, known.error.message.match(/\d+/)![0]));
  });

  it('a new reset request makes the previous reset token useless', async () => {
    const account = await newAccount(server);
    const first = await send(authRoutes.sendResetCode, { phone: account.phone });
    await server.app.rateLimit.reset(`sms-resend:reset:${account.phone}`);
    const second = await send(authRoutes.sendResetCode, { phone: account.phone });
    expect(second.status).toBe(200);
    const code = await lastCode(server, account.phone);
    expect((await send(authRoutes.checkResetCode, { resetToken: first.data.resetToken, code })).status).toBe(422);
    expect((await send(authRoutes.checkResetCode, { resetToken: second.data.resetToken, code })).status).toBe(200);
  });
});
