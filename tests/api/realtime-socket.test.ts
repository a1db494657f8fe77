import { SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, notificationSchema, type ServerEvents } from '../../contracts';
import { ACCOUNTS_ENV, DEMO, login, newAccount } from './accounts';
import { startServer, type TestServer } from './helpers';

type ClientSocket = Socket<ServerEvents>;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(String(session.user.id)).setAudience(ACCESS_TOKEN_AUDIENCE).setExpirationTime(exp).sign(new TextEncoder().encode(secret));
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

describe('a socket whose session ends elsewhere', () => {
  it('is dropped at the next session check after a sign-out or a password change, and cannot connect again with its token', async () => {
    const server = await startServer({ ...ACCOUNTS_ENV, REALTIME_SESSION_CHECK_MS: '200' });
    try {
      const account = await newAccount(server);
      const [kept, other] = [account, await login(server, account.phone, account.password)];
      const keptSocket = socketTo(server, { token: kept.accessToken });
      const otherSocket = socketTo(server, { token: other.accessToken });
      await Promise.all([connected(keptSocket), connected(otherSocket)]);
      const otherDropped = new Promise((resolve) => otherSocket.once('disconnect', resolve));
      let keptDropped = false;
      keptSocket.once('disconnect', () => (keptDropped = true));

      // A password change ends the user's other sessions: that socket goes, the changing session's stays.
      const changed = await server.request('/web/profile/password', {
        method: 'PUT',
        token: kept.accessToken,
        body: { oldPassword: account.password, password: 'Kalyna-u-sadu-2025', repeatedPassword: 'Kalyna-u-sadu-2025' },
      });
      expect(changed.status).toBe(200);
      expect(await otherDropped).toBe('io server disconnect');
      expect(await refusal(socketTo(server, { token: other.accessToken }))).toBe('unauthorized');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(keptDropped).toBe(false);

      // Signing out ends the last one.
      const keptGone = new Promise((resolve) => keptSocket.once('disconnect', resolve));
      expect((await server.request('/logout', { method: 'POST', token: kept.accessToken })).status).toBe(200);
      expect(await keptGone).toBe('io server disconnect');
    } finally {
      await server.close();
    }
  });
});

describe('two API copies sharing Redis (REDIS_URL)', () => {
  it('an event emitted on copy A reaches the socket of its user on copy B', async () => {
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

  it('while Redis is down, a copy still delivers to its own sockets (and a failed publish does not stop it)', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const server = await startServer({ ...ACCOUNTS_ENV, REDIS_URL: 'redis://127.0.0.1:1' });
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
    } finally {
      await server.close();
    }
  });
});
