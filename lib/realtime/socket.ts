import { decodeJwt } from 'jose';
import { io, type Socket } from 'socket.io-client';
import type { serverEvents, ServerEvents } from '@/contracts/realtime';
import { publicApiUrl } from '@/lib/env';
import type { RealtimeHub, ServerEventName } from './events';

/**
 * The connection (docs/api.md#realtime): 20 s to connect; retries about 1 s apart growing to 10 s, jitter 0.5, never giving
 * up; no acknowledgement timeout (the web sends nothing that waits for one).
 */
export const RECONNECTION = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 10_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} as const;

/** A token this close to its expiry is refreshed before a handshake: the API drops a socket when its token expires. */
const EXPIRY_MARGIN_MS = 10_000;

export type SocketSession = {
  /** The access token in memory (null when the tab has none). */
  token: () => string | null;
  /** A new access token from the refresh cookie, or null when the session is over. */
  refresh: () => Promise<string | null>;
  /** The session is over: the tab forgets the user (as after a 401 that survives a refresh). */
  ended: () => void;
};

const expiresSoon = (token: string) => {
  try {
    return (decodeJwt(token).exp ?? 0) * 1000 - Date.now() < EXPIRY_MARGIN_MS;
  } catch {
    return true;
  }
};

/** The delay before the n-th retry after a refused handshake: the same curve as the client's own reconnection. */
const retryDelay = (refusals: number) => {
  const base = Math.min(RECONNECTION.reconnectionDelayMax, RECONNECTION.reconnectionDelay * 2 ** (refusals - 1));
  return base * (1 - RECONNECTION.randomizationFactor + 2 * RECONNECTION.randomizationFactor * Math.random());
};

let schemas: Promise<typeof serverEvents> | undefined;
/**
 * The events' schemas (and zod with them) load with the first event, not with the socket: most page views receive
 * none (ADR 0061). A failed load is tried again with the next event.
 */
const eventSchemas = () =>
  (schemas ??= import('@/contracts/realtime').then(
    (module) => module.serverEvents,
    (error: unknown) => {
      schemas = undefined;
      console.warn('realtime: the event schemas could not be loaded; this event was dropped', error);
      throw error;
    },
  ));

/**
 * Opens the user's socket to the API (docs/decisions/0019-realtime-socket.md). Loaded only for a signed-in user,
 * so that public pages never download socket.io. Events are checked against contracts/realtime.ts before the hub
 * hands them on, in the order they came; a malformed one is dropped. Answers a function that closes the socket for good.
 */
export function openSocket(hub: RealtimeHub, session: SocketSession) {
  const socket: Socket<ServerEvents> = io(publicApiUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    ...RECONNECTION,
    // Asked before every attempt, so a reconnection always presents the current (or a refreshed) token.
    auth: (send) => {
      const current = session.token();
      void (current && !expiresSoon(current) ? Promise.resolve(current) : session.refresh()).then((token) => send({ token: token ?? '' }));
    },
  });

  let refusals = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect', () => {
    refusals = 0;
    hub.connected();
  });
  // The server dropped the socket: its token expired, or the API is shutting down. Connect again at once; the
  // auth callback brings a fresh token, and a stopped API is retried with the delays above.
  socket.on('disconnect', (reason) => reason === 'io server disconnect' && socket.connect());
  socket.on('connect_error', (error) => {
    // A network failure or timeout: socket.io retries by itself with the delays above.
    if (socket.active) return;
    // Refused by the API. Like a 401 of an HTTP call: one refresh, and the session is over if that fails.
    refusals += 1;
    const again = () => {
      retry = setTimeout(() => socket.connect(), retryDelay(refusals));
    };
    if (error.message !== 'unauthorized') return again();
    void session.refresh().then((token) => (token ? again() : session.ended()));
  });
  let closed = false;
  const deliver = async (event: string, payload: unknown) => {
    const checks = await eventSchemas().catch(() => null);
    if (closed || !checks || !Object.hasOwn(checks, event)) return;
    const name = event as ServerEventName;
    const parsed = checks[name].safeParse(payload);
    if (parsed.success) hub.dispatch(name, parsed.data as never);
    else console.warn(`realtime: a malformed ${name} event was dropped`, parsed.error.issues);
  };
  // Every event waits for the same load of the schemas, so handlers see them in the order the API sent them.
  socket.onAny((event: string, payload: unknown) => void deliver(event, payload));

  return () => {
    closed = true;
    clearTimeout(retry);
    socket.removeAllListeners();
    socket.offAny();
    socket.disconnect();
  };
}
