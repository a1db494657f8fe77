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

/** Why a handshake is refused (the client's `connect_error` message): the token, or the API itself. */
export const REFUSED = { unauthorized: 'unauthorized', unavailable: 'unavailable' } as const;

/** Spec section 9: the client gives up a connection attempt after 20 s; the server waits as long for its handshake. */
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
  /** With it, the Redis adapter carries events between API copies. */
  redisUrl?: string;
  log: FastifyBaseLogger;
};

/**
 * socket.io on the API's HTTP server (API.md "Realtime", docs/decisions/0019): path /socket.io, websocket only,
 * the access token in the handshake's `auth.token`, checked as an HTTP bearer token is. Each socket joins its
 * user's room and is dropped when its token expires (the client reconnects with a fresh one). Every event of
 * the realtime seam goes to the room of the user it names.
 */
export function createRealtimeSocket(realtime: Realtime, { httpServer, origins, verifyToken, redisUrl, log }: RealtimeSocketOptions) {
  const io = new Server<NoEvents, ServerEvents, NoEvents, SocketData>(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    cors: { origin: origins, credentials: true },
  });

  const redis = redisUrl ? [new Redis(redisUrl), new Redis(redisUrl)] : [];
  for (const client of redis) client.on('error', (err) => log.warn({ err }, 'realtime: Redis is unavailable; events reach only the sockets of this API copy'));
  if (redis.length) io.adapter(createAdapter(redis[0], redis[1]));

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
    void socket.join(userRoom(socket.data.user.id));
    // The socket lives no longer than its token: a signed-out or revoked session stops receiving by then.
    const expiry = setTimeout(() => socket.disconnect(true), Math.min(MAX_TIMER_MS, Math.max(0, socket.data.expiresAt - Date.now())));
    socket.once('disconnect', () => clearTimeout(expiry));
  });

  const unsubscribe = realtime.subscribe(({ userId, event, payload }) => {
    io.to(userRoom(userId)).emit(event, payload as never);
  });

  return {
    io,
    /** Drops this copy's sockets (not the other copies'), so that the HTTP server can close. */
    disconnectAll() {
      unsubscribe();
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      await io.of('/').adapter.close();
      await Promise.all(redis.map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())));
    },
  };
}
