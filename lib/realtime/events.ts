import type { ServerEvents } from '@/contracts/realtime';

/** The events the API sends (contracts/realtime.ts, docs/api.md#realtime). */
export type ServerEventName = keyof ServerEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerEvents[E]>[0];
export type ServerEventHandler<E extends ServerEventName> = (payload: ServerEventPayload<E>) => void;

/** socket.io reserves `connect` for itself, so no server event can take this name. */
const CONNECTED = 'connect';

/**
 * Where the provider hands events and (re)connections to the components that listen (useServerEvent). A
 * browser EventTarget: a handler that throws is reported and does not stop the others.
 */
export function createRealtimeHub() {
  const target = new EventTarget();
  const listen = (name: string, handler: (detail: never) => void) => {
    const listener = (event: Event) => handler((event as CustomEvent).detail as never);
    target.addEventListener(name, listener);
    return () => target.removeEventListener(name, listener);
  };
  return {
    on: <E extends ServerEventName>(event: E, handler: ServerEventHandler<E>) => listen(event, handler),
    onConnect: (handler: () => void) => listen(CONNECTED, handler),
    dispatch: <E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) => void target.dispatchEvent(new CustomEvent(event, { detail: payload })),
    connected: () => void target.dispatchEvent(new Event(CONNECTED)),
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
