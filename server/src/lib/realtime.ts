import { serverEvents, type ServerEvents } from '../../../contracts';

export type EventName = keyof ServerEvents;
export type EventPayload<E extends EventName> = Parameters<ServerEvents[E]>[0];
/** One event sent to one user's room. */
export type Emitted = { [E in EventName]: { userId: number; event: E; payload: EventPayload<E> } }[EventName];

/**
 * Events to users, typed by contracts/realtime.ts (docs/api.md#realtime). Services emit once the transaction
 * that made the event true has committed (`tx.afterCommit`, db/transaction.ts). The transport subscribes:
 * the socket.io server (with Installations) sends each event to the user's room.
 */
export type Realtime = {
  emit: <E extends EventName>(userId: number, event: E, payload: EventPayload<E>) => void;
  subscribe: (listener: (emitted: Emitted) => void) => () => void;
  /** These sessions ended (committed): their sockets are to close at once, on every API copy (docs/decisions/0019). */
  endSessions: (sessionIds: string[]) => void;
  onSessionsEnded: (listener: (sessionIds: string[]) => void) => () => void;
};

export function createRealtime(): Realtime {
  const listeners = new Set<(emitted: Emitted) => void>();
  const enders = new Set<(sessionIds: string[]) => void>();
  return {
    emit(userId, event, payload) {
      // A payload that breaks the contract is a bug of the emitting service: it fails there, not in a browser.
      const emitted = { userId, event, payload: serverEvents[event].parse(payload) } as Emitted;
      for (const listener of listeners) listener(emitted);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    endSessions(sessionIds) {
      if (!sessionIds.length) return;
      for (const listener of enders) listener(sessionIds);
    },
    onSessionsEnded(listener) {
      enders.add(listener);
      return () => enders.delete(listener);
    },
  };
}
