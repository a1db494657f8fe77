import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users, verifications } from '../../server/src/db/schema';
import { sha256 } from '../../server/src/lib/tokens';
import { createAuthService, type SessionsService } from '../../server/src/modules/auth';
import { ACCOUNTS_ENV, confirmedRegistration, lastCode, newAccount, newIp, newPhone } from './accounts';
import { startServer, type TestServer } from './helpers';
import { recordEvents } from './realtime';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(ACCOUNTS_ENV);
});
afterAll(() => server.close());

/**
 * The auth service as the app builds it, but whose last write (the new session) fails: everything
 * written before it in the same unit of work must be gone, and no event may have gone out.
 */
function authFailingAtTheEnd() {
  const { db, rateLimit, services } = server.app;
  const sessions: SessionsService = {
    ...services.sessions,
    start: async () => {
      throw new Error('the session could not be written');
    },
  };
  return createAuthService({ db, rateLimit, codes: services.codes, sessions, notifications: services.notifications, clock: { now: () => new Date() } });
}

const password = 'Sonyashnyk-2024';

describe('writes that belong together land together', () => {
  it('registration: a failure at the last step leaves no account, no notification, an unspent token, and sends nothing', async () => {
    const phone = newPhone();
    const headers = newIp();
    const regToken = await confirmedRegistration(server, phone, headers);
    const { events, stop } = recordEvents(server.app.realtime);

    await expect(authFailingAtTheEnd().completeRegistration({ password, repeatedPassword: password, regToken }, 'uk')).rejects.toThrow('could not be written');
    stop();
    expect(events).toEqual([]);
    expect(await server.app.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    const [verification] = await server.app.db
      .select()
      .from(verifications)
      .where(eq(verifications.tokenHash, sha256(regToken)));
    expect(verification.spentAt).toBeNull();

    // Nothing half-written stands in the way: the same token completes the registration.
    const done = await server.request('/registrations/password', { method: 'POST', body: { password, repeatedPassword: password, regToken }, headers });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const welcome = await server.app.db.select().from(notifications).where(eq(notifications.userId, done.body.data.user.id));
    expect(welcome.map((n) => n.kind)).toEqual(['welcome']);
  });

  it('password reset: a failure at the last step keeps the old password, the sessions and the token, and sends nothing', async () => {
    const account = await newAccount(server);
    const headers = newIp();
    const start = await server.request('/password/codes/send', { method: 'POST', body: { phone: account.phone }, headers });
    const { resetToken } = start.body.data;
    const check = await server.request('/password/codes/check', { method: 'POST', body: { resetToken, code: await lastCode(server, account.phone) }, headers });
    expect(check.status).toBe(200);
    const { events, stop } = recordEvents(server.app.realtime);

    const newPassword = 'Nove-haslo-2025';
    await expect(authFailingAtTheEnd().resetPassword({ password: newPassword, repeatedPassword: newPassword, resetToken })).rejects.toThrow(
      'could not be written',
    );
    stop();
    expect(events).toEqual([]);
    const [user] = await server.app.db.select().from(users).where(eq(users.id, account.user.id));
    expect(user.passwordHash).not.toBeNull();
    const login = await server.request('/login', { method: 'POST', body: { phone: account.phone, password }, headers });
    expect(login.status, 'the old password still signs in').toBe(200);
    expect((await server.request('/web/profile', { token: account.accessToken })).status, 'the session from before is alive').toBe(200);
    expect((await server.app.db.select().from(notifications).where(eq(notifications.userId, account.user.id))).map((n) => n.kind)).toEqual(['welcome']);

    const done = await server.request('/password', { method: 'PUT', body: { password: newPassword, repeatedPassword: newPassword, resetToken }, headers });
    expect(done.status, 'the same reset token still works').toBe(200);
  });

  it('a committed registration emits new_notification to the new user, once', async () => {
    const phone = newPhone();
    const headers = newIp();
    const regToken = await confirmedRegistration(server, phone, headers);
    const { events, stop } = recordEvents(server.app.realtime);
    const done = await server.request('/registrations/password?lang=en', { method: 'POST', body: { password, repeatedPassword: password, regToken }, headers });
    stop();
    expect(done.status).toBe(200);
    expect(events).toEqual([
      { userId: done.body.data.user.id, event: 'new_notification', payload: expect.objectContaining({ title: 'Welcome!', link: '/profile' }) },
    ]);
  });
});
