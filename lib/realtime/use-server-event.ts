'use client';
import { useContext, useEffect, useRef } from 'react';
import type { ServerEventHandler, ServerEventName } from './events';
import { RealtimeContext } from './realtime-provider';

/**
 * Runs `handler` for every `event` the API sends to the signed-in user (contracts/realtime.ts types the payload,
 * already checked against its schema). The latest handler is called, so it may close over props and state:
 *
 *   useServerEvent('installation_needs_confirmation', ({ installationId, to }) => to === userId && open(installationId));
 *
 * Nothing happens outside a RealtimeProvider or for a guest. Events sent while the socket was down are not
 * replayed: pair it with useRealtimeConnected to reload what may have changed meanwhile.
 */
export function useServerEvent<E extends ServerEventName>(event: E, handler: ServerEventHandler<E>) {
  const hub = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => hub?.on(event, (payload) => latest.current(payload)), [hub, event]);
}

/**
 * Runs `handler` each time the socket connects: the first time and after every reconnection. Reload there what
 * the events keep up to date (counters, lists), so that nothing sent while the socket was down is missed.
 */
export function useRealtimeConnected(handler: () => void) {
  const hub = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => hub?.onConnect(() => latest.current()), [hub]);
}
