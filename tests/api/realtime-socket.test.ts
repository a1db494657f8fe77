import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, notificationSchema, type ServerEvents } from '../../contracts';
import { refreshTokens, sessions } from '../../server/src/db/schema';
import { ACCOUNTS_ENV, DEMO, lastCode, login, newAccount, newIp } from './accounts';
import { startCopy, startServer, type TestServer } from './helpers';
import { hasRedis, NO_REDIS_URL, REDIS_URL } from './redis';

type ClientSocket = Socket<ServerEvents>;

const opened: ClientSocket[] = [];
/** A socket as the web opens it (websocket only, the token in `auth`), without reconnection so that a refusal is final. */
function socketTo(server: TestServer, auth: Record<string, unknown> = {}): ClientSocket {
  const socket: ClientSocket = io(server.url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, forceNew: true });
  opened.push(socket);
  return socket;
}
/** Resolves once connected; rejects with the server's refusal. */
const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
const refusal = (socket: ClientSocket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the server accepted the socket')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
const next = <E extends keyof ServerEvents>(socket: ClientSocket, event: E) =>
  new Promise<Parameters<ServerEvents[E]>[0]>((resolve) => socket.once(event, ((payload: Parameters<ServerEvents[E]>[0]) => resolve(payload)) as never));
/** The server's disconnect of the socket and how long after this call it came; the sockets that stay open record what they still receive. */
const dropped = (socket: ClientSocket) => {
  const since = Date.now();
  return new Promise<{ reason: string; afterMs: number }>((resolve) => socket.once('disconnect', (reason) => resolve({ reason, afterMs: Date.now() - since })));
};
/** Sign-out and the like close a session's sockets at once: well within a second, where the periodic check (60 s by default) would take a minute. */
const AT_ONCE_MS = 1000;
const expectClosedAtOnce = async (closing: Promise<{ reason: string; afterMs: number }>) => {
  const { reason, afterMs } = await closing;
  expect(reason).toBe('io server disconnect');
  expect(afterMs).toBeLessThan(AT_ONCE_MS);
};
/** An event to the user arrives at `open` and at none of `closed` (closed sockets hear nothing more, whatever the server sends). */
async function expectStillReceiving(server: TestServer, userId: number, open: ClientSocket[], closed: ClientSocket[]) {
  const heardByClosed: unknown[] = [];
  for (const socket of closed) socket.onAny((event) => heardByClosed.push(event));
  const arriving = open.map((socket) => next(socket, 'read_notifications'));
  server.app.realtime.emit(userId, 'read_notifications', { notificationsCount: 3 });
  expect(await Promise.all(arriving)).toEqual(open.map(() => ({ notificationsCount: 3 })));
  expect(heardByClosed).toEqual([]);
  for (const socket of closed) expect(socket.connected).toBe(false);
}
const passwordChange = (server: TestServer, account: { accessToken: string; password: string }) =>
  server.request('/web/profile/password', {
    method: 'PUT',
    token: account.accessToken,
    body: { oldPassword: account.password, password: 'Kalyna-u-sadu-2025', repeatedPassword: 'Kalyna-u-sadu-2025' },
  });

afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

describe('the realtime socket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(ACCOUNTS_ENV);
  });
  afterAll(() => server.close());

  it('refuses a handshake without a token, with a forged, an expired or a signed-out one', async () => {
    expect(await refusal(socketTo(server))).toBe('unauthorized');
    expect(await refusal(socketTo(server, { token: 42 }))).toBe('unauthorized');
    expect(await refusal(socketTo(server, { token: 'not-a-jwt' }))).toBe('unauthorized');

    const session = await login(server, DEMO.user);
    const claims = { role: 'USER', sid: JSON.parse(atob(session.accessToken.split('.')[1])).sid };
    const sign = (secret: string, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(session.user.id))
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(await refusal(socketTo(server, { token: await sign('a-secret-the-api-does-not-know-at-all', inAnHour) }))).toBe('unauthorized');
    expect(await refusal(socketTo(server, { token: await sign(server.config.jwtSecret, Math.floor(Date.now() / 1000) - 60) }))).toBe('unauthorized');
    // The same claims with the right key and a future expiry pass: the refusals above were for the key and the expiry.
    await connected(socketTo(server, { token: await sign(server.config.jwtSecret, inAnHour) }));

    await connected(socketTo(server, { token: session.accessToken }));
    expect((await server.request('/logout', { method: 'POST', token: session.accessToken })).status).toBe(200);
    expect(await refusal(socketTo(server, { token: session.accessToken }))).toBe('unauthorized');
  });

  it("delivers an event to every socket of the user it names, and to nobody else's", async () => {
    const [user, installer] = await Promise.all([login(server, DEMO.user), login(server, DEMO.installer)]);
    const userTabs = [socketTo(server, { token: user.accessToken }), socketTo(server, { token: user.accessToken })];
    const other = socketTo(server, { token: installer.accessToken });
    await Promise.all([...userTabs, other].map(connected));
    const seenByOther: unknown[] = [];
    other.onAny((event, payload) => seenByOther.push([event, payload]));

    const arriving = userTabs.map((tab) => next(tab, 'read_notifications'));
    server.app.realtime.emit(user.user.id, 'read_notifications', { notificationsCount: 7 });
    expect(await Promise.all(arriving)).toEqual([{ notificationsCount: 7 }, { notificationsCount: 7 }]);

    // An event to the installer afterwards arrives alone: the user's event never reached their socket.
    const own = next(other, 'installation_confirmed');
    server.app.realtime.emit(installer.user.id, 'installation_confirmed', { installationId: 5 });
    expect(await own).toEqual({ installationId: 5 });
    expect(seenByOther).toEqual([['installation_confirmed', { installationId: 5 }]]);
  });

  it('sends new_notification to the user a real action notified (a password change), in their language', async () => {
    const account = await newAccount(server);
    const socket = socketTo(server, { token: account.accessToken });
    await connected(socket);
    const arriving = next(socket, 'new_notification');
    const changed = await server.request('/web/profile/password', {
      method: 'PUT',
      token: account.accessToken,
      body: { oldPassword: account.password, password: 'Kalyna-u-sadu-2025', repeatedPassword: 'Kalyna-u-sadu-2025' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const notification = notificationSchema.parse(await arriving);
    expect(notification).toMatchObject({ readAt: null, link: '/profile' });
    const list = await server.request('/web/notifications', { token: account.accessToken });
    expect(list.body.data.data[0]).toEqual(notification);
  });

  it('answers the HTTP API as before while sockets are open, and closes with them open', async () => {
    const other = await startServer(ACCOUNTS_ENV);
    const session = await login(other, DEMO.user);
    const socket = socketTo(other, { token: session.accessToken });
    await connected(socket);
    expect((await other.request('/web/sidebar', { token: session.accessToken })).status).toBe(200);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await other.close();
    expect(await dropped).toBe('io server disconnect');
  });
});

describe('a socket whose token expires', () => {
  it('is dropped by the server when the token expires, and a fresh token connects again', async () => {
    const server = await startServer({ ...ACCOUNTS_ENV, ACCESS_TOKEN_TTL: '2' });
    try {
      const session = await login(server, DEMO.user);
      const socket = socketTo(server, { token: session.accessToken });
      await connected(socket);
      const startedAt = Date.now();
      expect(await new Promise((resolve) => socket.once('disconnect', resolve))).toBe('io server disconnect');
      expect(Date.now() - startedAt).toBeLessThan(3000);
      // What the web does next: a fresh access token from the refresh token, and the socket is back.
      const refreshed = await server.request('/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } });
      expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
      await connected(socketTo(server, { token: refreshed.body.data.accessToken }));
    } finally {
      await server.close();
    }
  });
});

describe('the sockets of a session that ends', () => {
  // The periodic check keeps its default (60 s): only closing at the moment the session ends passes these.
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(ACCOUNTS_ENV);
  });
  afterAll(() => server.close());

  it("sign-out closes every socket of that session at once; the user's other session keeps receiving", async () => {
    const account = await newAccount(server);
    const other = await login(server, account.phone, account.password);
    const signedOut = [socketTo(server, { token: account.accessToken }), socketTo(server, { token: account.accessToken })];
    const staying = socketTo(server, { token: other.accessToken });
    await Promise.all([...signedOut, staying].map(connected));
    const closing = signedOut.map(dropped);

    expect((await server.request('/logout', { method: 'POST', token: account.accessToken })).status).toBe(200);
    for (const close of closing) await expectClosedAtOnce(close);
    await expectStillReceiving(server, account.user.id, [staying], signedOut);
    expect(await refusal(socketTo(server, { token: account.accessToken }))).toBe('unauthorized');
  });

  it("a password change closes the other sessions' sockets at once and keeps the changing session's", async () => {
    const account = await newAccount(server);
    const other = await login(server, account.phone, account.password);
    const kept = socketTo(server, { token: account.accessToken });
    const ended = socketTo(server, { token: other.accessToken });
    await Promise.all([kept, ended].map(connected));
    const closing = dropped(ended);

    expect((await passwordChange(server, account)).status).toBe(200);
    await expectClosedAtOnce(closing);
    await expectStillReceiving(server, account.user.id, [kept], [ended]);
  });

  it("a password reset closes the sockets of every session at once; the new session's socket receives", async () => {
    const account = await newAccount(server);
    const other = await login(server, account.phone, account.password);
    const ended = [socketTo(server, { token: account.accessToken }), socketTo(server, { token: other.accessToken })];
    await Promise.all(ended.map(connected));
    const closing = ended.map(dropped);

    const headers = newIp();
    const { resetToken } = (await server.request('/password/codes/send', { method: 'POST', body: { phone: account.phone }, headers })).body.data;
    expect(
      (await server.request('/password/codes/check', { method: 'POST', body: { resetToken, code: await lastCode(server, account.phone) }, headers })).status,
    ).toBe(200);
    const reset = await server.request('/password', {
      method: 'PUT',
      body: { password: 'Kalyna-u-sadu-2025', repeatedPassword: 'Kalyna-u-sadu-2025', resetToken },
      headers,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    for (const close of closing) await expectClosedAtOnce(close);
    const fresh = socketTo(server, { token: reset.body.data.accessToken });
    await connected(fresh);
    await expectStillReceiving(server, account.user.id, [fresh], ended);
  });

  it('a refresh token presented again after its reuse window closes the sockets of the session it revokes', async () => {
    const account = await newAccount(server);
    const socket = socketTo(server, { token: account.accessToken });
    await connected(socket);
    expect((await server.request('/refresh', { method: 'POST', body: { refreshToken: account.refreshToken } })).status).toBe(200);
    // The rotation happened a minute ago: the replay below is a leaked token's, not a racing tab's.
    const sessionId = JSON.parse(atob(account.accessToken.split('.')[1])).sid as string;
    await server.app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.sessionId, sessionId));
    const closing = dropped(socket);

    expect((await server.request('/refresh', { method: 'POST', body: { refreshToken: account.refreshToken } })).status).toBe(401);
    await expectClosedAtOnce(closing);
  });

  it('deleting the account closes the sockets of all its sessions at once', async () => {
    const account = await newAccount(server);
    const other = await login(server, account.phone, account.password);
    const ended = [socketTo(server, { token: account.accessToken }), socketTo(server, { token: other.accessToken })];
    await Promise.all(ended.map(connected));
    const closing = ended.map(dropped);

    expect((await server.request('/web/profile', { method: 'DELETE', token: account.accessToken })).status).toBe(200);
    for (const close of closing) await expectClosedAtOnce(close);
  });
});

describe('the periodic session check (the backstop)', () => {
  it('closes a socket whose session ended without a word to the sockets (a copy that missed the news)', async () => {
    const server = await startServer({ ...ACCOUNTS_ENV, REALTIME_SESSION_CHECK_MS: '200' });
    try {
      const account = await newAccount(server);
      const socket = socketTo(server, { token: account.accessToken });
      await connected(socket);
      const closing = dropped(socket);
      await server.app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, account.user.id));
      expect((await closing).reason).toBe('io server disconnect');
      expect(await refusal(socketTo(server, { token: account.accessToken }))).toBe('unauthorized');
    } finally {
      await server.close();
    }
  });
});

describe('two API copies sharing Redis (REDIS_URL)', () => {
  it.skipIf(!hasRedis)('an event emitted on copy A reaches the socket of its user on copy B', async () => {
    const [a, b] = await Promise.all([startServer({ ...ACCOUNTS_ENV, REDIS_URL }), startServer({ ...ACCOUNTS_ENV, REDIS_URL })]);
    try {
      // Both copies start from the same seeded data: the demo user has the same id on each.
      const onB = await login(b, DEMO.user);
      const socket = socketTo(b, { token: onB.accessToken });
      await connected(socket);
      const arriving = next(socket, 'read_messages');
      const read = { chatId: 3, messagesCount: 2, unreadCount: 0, readerId: onB.user.id, readerIsSupport: false, lastReadMessageId: 9 };
      a.app.realtime.emit(onB.user.id, 'read_messages', read);
      expect(await arriving).toEqual(read);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it.skipIf(!hasRedis)("a sign-out on copy A closes the session's socket on copy B at once; the user's other session there keeps receiving", async () => {
    const a = await startServer({ ...ACCOUNTS_ENV, REDIS_URL });
    const b = await startCopy(a);
    try {
      const account = await newAccount(a);
      const other = await login(a, account.phone, account.password);
      const signedOut = socketTo(b, { token: account.accessToken });
      const staying = socketTo(b, { token: other.accessToken });
      await Promise.all([signedOut, staying].map(connected));
      const closing = dropped(signedOut);

      expect((await a.request('/logout', { method: 'POST', token: account.accessToken })).status).toBe(200);
      await expectClosedAtOnce(closing);
      await expectStillReceiving(a, account.user.id, [staying], [signedOut]);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('an API whose Redis accepts connections and never answers closes without leaving rejected commands behind', async () => {
    // The adapter's subscriptions (and, at its close, unsubscriptions) wait in the client's queue; closing the client
    // rejects them where the adapter does not listen. Unhandled, they would end a production process.
    const silent = net.createServer((socket) => socket.on('error', () => {}));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const rejections: unknown[] = [];
    const record = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', record);
    try {
      const server = await startServer({ ...ACCOUNTS_ENV, REDIS_URL: `redis://127.0.0.1:${(silent.address() as AddressInfo).port}` });
      await server.close();
      // ioredis destroys a connection the server does not close within 3 s of its own end; then it rejects what waits.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
      silent.close();
    }
  });

  it('while Redis is down, a copy still delivers to its own sockets (and a failed publish does not stop it), and still closes them at a sign-out', async () => {
    const server = await startServer({ ...ACCOUNTS_ENV, REDIS_URL: NO_REDIS_URL });
    try {
      const session = await login(server, DEMO.user);
      const socket = socketTo(server, { token: session.accessToken });
      await connected(socket);
      for (const count of [1, 2]) {
        const arriving = next(socket, 'read_notifications');
        server.app.realtime.emit(session.user.id, 'read_notifications', { notificationsCount: count });
        expect(await arriving).toEqual({ notificationsCount: count });
      }
      // A rejected publish left unhandled would fail this file (vitest reports unhandled rejections) or end the API.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await server.request('/health')).status).toBe(200);

      const closing = dropped(socket);
      expect((await server.request('/logout', { method: 'POST', token: session.accessToken })).status).toBe(200);
      await expectClosedAtOnce(closing);
    } finally {
      await server.close();
    }
  });
});
