import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { ServerEvents } from '../../../contracts';
import type { AuthUser, VerifiedToken } from '../plugins/auth';
import type { Realtime } from './realtime';

/** The room every socket of one user joins; events to the user go there. */
export const userRoom = (userId: number) => `user:${userId}`;
/** The room of the sockets of one session (one device's sign-in); they are closed through it when the session ends. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Why a handshake is refused (the client's `connect_error` message): the token, or the API itself. */
export const REFUSED = { unauthorized: 'unauthorized', unavailable: 'unavailable' } as const;

/** The client gives up a connection attempt after 20 s (lib/realtime/socket.ts); the server waits as long for its handshake. */
const CONNECT_TIMEOUT_MS = 20_000;
/** Node's timers hold at most ~24.8 days; a token living longer is still dropped then and re-checked. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type SocketData = { user: AuthUser; expiresAt: number };
type NoEvents = Record<string, never>;

export type RealtimeSocketOptions = {
  httpServer: HttpServer;
  /** The web's origins (the API's CORS list). */
  origins: string[];
  /** The HTTP bearer check (plugins/auth.ts): signature, audience, expiry and a live session. */
  verifyToken: (token: string) => Promise<VerifiedToken | null>;
  /** Which of these sessions are still live (plugins/auth.ts), asked every `sessionCheckMs` for the open sockets. */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  sessionCheckMs: number;
  /** With it, the Redis adapter carries events between API copies. */
  redisUrl?: string;
  log: FastifyBaseLogger;
};

/**
 * The adapter sends these without waiting for the answer (publishing events; subscribing at its start and
 * unsubscribing at its close). One that fails is caught here: left unhandled, the rejection would stop the process.
 * An unsubscribe queued while the client is connecting is rejected when the API closes it ("Connection is closed").
 */
const FIRE_AND_FORGET = new Set<PropertyKey>(['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);

function catching(client: Redis, lost: (err: Error) => void) {
  return new Proxy(client, {
    get: (target, key) => {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (!FIRE_AND_FORGET.has(key)) return value.bind(target);
      return (...args: unknown[]) => {
        const sent: unknown = value.apply(target, args);
        return sent instanceof Promise ? sent.catch((err: Error) => (lost(err), 0)) : sent;
      };
    },
  });
}

/**
 * The adapter's two connections. While Redis is down each copy still delivers to its own sockets: events are not
 * queued for the other copies (they would arrive stale, and pile up in memory), and the subscriptions wait for
 * Redis to come back.
 */
function redisClients(url: string, log: FastifyBaseLogger) {
  let available = true;
  let closing = false;
  const lost = (err: Error) => {
    if (!available || closing) return;
    available = false;
    log.warn({ err }, 'realtime: Redis is unavailable; events reach only the sockets of this API copy until it answers');
  };
  const regained = () => {
    if (available) return;
    available = true;
    log.info('realtime: Redis answers again; events reach every API copy again');
  };
  const connection = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  for (const client of [connection, subscriber]) {
    client.on('error', lost);
    client.on('ready', regained);
  }
  return {
    connection,
    subscriber,
    publisher: catching(connection, lost),
    subscribing: catching(subscriber, lost),
    closing: () => void (closing = true),
  };
}

/**
 * socket.io on the API's HTTP server (docs/api.md#realtime, docs/decisions/0019): path /socket.io, websocket only,
 * the access token in the handshake's `auth.token`, checked as an HTTP bearer token is. Each socket joins its
 * user's room and its session's, and is dropped when its token expires (the client reconnects with a fresh one)
 * or its session ends. Every event of the realtime seam goes to the room of the user it names.
 */
export function createRealtimeSocket(
  realtime: Realtime,
  { httpServer, origins, verifyToken, liveSessions, sessionCheckMs, redisUrl, log }: RealtimeSocketOptions,
) {
  const io = new Server<NoEvents, ServerEvents, NoEvents, SocketData>(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    cors: { origin: origins, credentials: true },
  });

  const redis = redisUrl ? redisClients(redisUrl, log) : null;
  if (redis) io.adapter(createAdapter(redis.publisher, redis.subscribing));

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    let verified: VerifiedToken | null = null;
    try {
      verified = typeof token === 'string' && token ? await verifyToken(token) : null;
    } catch (err) {
      log.error({ err }, 'realtime: a handshake could not be checked');
      return next(new Error(REFUSED.unavailable));
    }
    if (!verified) return next(new Error(REFUSED.unauthorized));
    socket.data = verified;
    next();
  });

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.user.id), sessionRoom(socket.data.user.sessionId)]);
    // The socket lives no longer than its token; the web reconnects with a fresh one, checked afresh.
    const expiry = setTimeout(() => socket.disconnect(true), Math.min(MAX_TIMER_MS, Math.max(0, socket.data.expiresAt - Date.now())));
    socket.once('disconnect', () => clearTimeout(expiry));
  });

  // The sockets of ended sessions go at once, on every copy. The Redis adapter only publishes the request (and acts on
  // its own copy when Redis hands it back), so this copy's sockets are closed directly too: Redis or not.
  const stopEnding = realtime.onSessionsEnded((sessionIds) => {
    const rooms = sessionIds.map(sessionRoom);
    io.local.in(rooms).disconnectSockets(true);
    if (redis) io.in(rooms).disconnectSockets(true);
  });

  // The backstop: a session that ended without the sockets hearing it (a copy that missed Redis's message, a
  // handshake checked just before its session ended) closes within sessionCheckMs. One query for all the sockets.
  let checking = false;
  const sessionCheck = setInterval(async () => {
    const sockets = [...io.of('/').sockets.values()];
    if (checking || !sockets.length) return;
    checking = true;
    try {
      const live = await liveSessions([...new Set(sockets.map((socket) => socket.data.user.sessionId))]);
      for (const socket of sockets) if (!live.has(socket.data.user.sessionId)) socket.disconnect(true);
    } catch (err) {
      log.warn({ err }, 'realtime: the sessions of open sockets could not be checked; trying again later');
    } finally {
      checking = false;
    }
  }, sessionCheckMs);
  sessionCheck.unref();

  const unsubscribe = realtime.subscribe(({ userId, event, payload }) => {
    io.to(userRoom(userId)).emit(event, payload as never);
  });

  return {
    io,
    /** Drops this copy's sockets (not the other copies'), so that the HTTP server can close. */
    disconnectAll() {
      clearInterval(sessionCheck);
      unsubscribe();
      stopEnding();
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      redis?.closing();
      await io.of('/').adapter.close();
      await Promise.all([redis?.connection, redis?.subscriber].map((client) => (client?.status === 'ready' ? client.quit() : client?.disconnect())));
    },
  };
}
