import net from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvents } from '../../contracts';
import { ACCOUNTS_ENV, DEMO, login } from './accounts';
import { startServer, type TestServer } from './helpers';

/** Short bounds, so that the cuts show within seconds; the defaults are minutes (README "Configuration"). */
const LIMITS = { request: 3000, headers: 1000, connection: 1500, keepAlive: 1000 };
/** Node looks for expired requests once a second (server/src/app.ts); the rest is a busy machine's slack. */
const LATE_MS = 1000 + 1000;

/** A raw TCP connection to the API: what it received, and when it was closed. */
async function connect(server: TestServer) {
  const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed, received: () => received };
}
type Connection = Awaited<ReturnType<typeof connect>>;

/** Writes `piece` every `everyMs` until the server closes the connection; answers how long that took. */
async function trickle(connection: Connection, head: string, piece: string, everyMs: number) {
  const startedAt = Date.now();
  connection.socket.write(head);
  const timer = setInterval(() => connection.socket.writable && connection.socket.write(piece), everyMs);
  const closedAt = await connection.closed;
  clearInterval(timer);
  return closedAt - startedAt;
}

const healthOn = async (connection: Connection) => {
  const before = connection.received().length;
  connection.socket.write('GET /health HTTP/1.1\r\nHost: api\r\n\r\n');
  await expect.poll(() => connection.received().slice(before)).toMatch(/^HTTP\/1\.1 200 [\s\S]*"status":"ok"/);
};

describe('slow clients', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      ...ACCOUNTS_ENV,
      API_REQUEST_TIMEOUT_MS: String(LIMITS.request),
      API_HEADERS_TIMEOUT_MS: String(LIMITS.headers),
      API_CONNECTION_TIMEOUT_MS: String(LIMITS.connection),
      API_KEEP_ALIVE_TIMEOUT_MS: String(LIMITS.keepAlive),
    });
  });
  afterAll(() => server.close());

  it('cuts a body trickled slower than the request timeout: 408 and the connection closed, within the timeout', async () => {
    const connection = await connect(server);
    const head = 'POST /login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    // One byte every 300 ms: never idle, so only the request timeout can end it.
    const tookMs = await trickle(connection, head, ' ', 300);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(connection.received()).toContain('Запит надходив надто довго');
    expect(tookMs).toBeGreaterThanOrEqual(LIMITS.request - 50);
    expect(tookMs).toBeLessThan(LIMITS.request + LATE_MS);
  });

  it('cuts headers trickled slower than the headers timeout', async () => {
    const connection = await connect(server);
    const tookMs = await trickle(connection, 'GET /health HTTP/1.1\r\nHost: api\r\n', 'X-Slow: 1\r\n', 300);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(tookMs).toBeLessThan(LIMITS.headers + LATE_MS);
  });

  it('closes a connection that sends nothing, by the headers or the connection timeout, whichever Node sees first', async () => {
    const silent = await connect(server);
    const openedAt = Date.now();
    expect((await silent.closed) - openedAt).toBeLessThan(Math.min(LIMITS.headers + LATE_MS, LIMITS.connection + 500));
    expect(silent.received()).toMatch(/^$|^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body stops coming, at the connection timeout (before the request timeout)', async () => {
    const stalled = await connect(server);
    const startedAt = Date.now();
    stalled.socket.write('POST /login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const tookMs = (await stalled.closed) - startedAt;
    expect(tookMs).toBeGreaterThanOrEqual(LIMITS.connection - 50);
    expect(tookMs).toBeLessThan(LIMITS.request);
  });

  it('closes a kept-alive connection idle between requests', async () => {
    const kept = await connect(server);
    await healthOn(kept);
    const answeredAt = Date.now();
    expect((await kept.closed) - answeredAt).toBeLessThan(LIMITS.keepAlive + LATE_MS);
  });

  it('leaves the realtime websocket open past every limit, still delivering', async () => {
    const session = await login(server, DEMO.user);
    const socket: Socket<ServerEvents> = io(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: session.accessToken },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      await new Promise((resolve) => setTimeout(resolve, Math.max(...Object.values(LIMITS)) + 1500));
      expect(socket.connected).toBe(true);
      const arriving = new Promise((resolve) => socket.once('read_notifications', resolve));
      server.app.realtime.emit(session.user.id, 'read_notifications', { notificationsCount: 1 });
      expect(await arriving).toEqual({ notificationsCount: 1 });
    } finally {
      socket.disconnect();
    }
  });
});

describe('the cap on connections (API_MAX_CONNECTIONS)', () => {
  it('closes connections past the cap as they come, and takes new ones once there is room', async () => {
    const server = await startServer({ API_MAX_CONNECTIONS: '2' });
    try {
      const [first, second] = [await connect(server), await connect(server)];
      await Promise.all([healthOn(first), healthOn(second)]);
      const third = await connect(server);
      await third.closed;
      expect(third.received()).toBe('');
      await healthOn(first);

      second.socket.destroy();
      await second.closed;
      await expect
        .poll(async () => {
          const next = await connect(server);
          next.socket.write('GET /health HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n');
          await next.closed;
          return next.received();
        })
        .toMatch(/^HTTP\/1\.1 200 /);
      first.socket.destroy();
    } finally {
      await server.close();
    }
  });
});
