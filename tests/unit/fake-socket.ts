import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for socket.io-client's socket in component tests (msw has no websockets): it records how it was
 * opened and lets the test play what the server would send. Used with `vi.mock('socket.io-client', …)`.
 */
export class FakeSocket {
  static opened: FakeSocket[] = [];
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  anyHandlers: ((event: string, ...args: unknown[]) => void)[] = [];
  active = true;
  connect = vi.fn();
  disconnect = vi.fn(() => {
    this.active = false;
  });

  constructor(
    readonly url: string,
    readonly options: Record<string, unknown> & { auth: (send: (data: object) => void) => void },
  ) {
    FakeSocket.opened.push(this);
  }

  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  onAny(handler: (event: string, ...args: unknown[]) => void) {
    this.anyHandlers.push(handler);
    return this;
  }
  offAny() {
    this.anyHandlers = [];
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }

  /** What the handshake would carry: the auth callback's answer. */
  handshakeAuth() {
    return new Promise<object>((resolve) => this.options.auth(resolve));
  }
  /** A lifecycle event of the socket itself (connect, disconnect, connect_error). */
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  /** An event from the server. */
  receive(event: string, payload: unknown) {
    for (const handler of this.anyHandlers) handler(event, payload);
  }
}

/**
 * Lets the events received so far reach their handlers: they wait for the event schemas, loaded with the first event
 * (lib/realtime/socket.ts). The schemas are imported here first, so that one macrotask is then enough.
 */
export async function eventsDelivered() {
  await import('@/contracts/realtime');
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
