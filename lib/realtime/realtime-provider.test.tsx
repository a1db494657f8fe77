import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { apiWait } from '@/tests/unit/api-mock';
import { forgetSession, refreshAccessToken } from '@/lib/session/session-client';
import { useSessionStore, type SessionUser } from '@/lib/session/session-store';
import { eventsDelivered, FakeSocket } from '@/tests/unit/fake-socket';
import { RealtimeProvider } from './realtime-provider';
import { useRealtimeConnected, useServerEvent } from './use-server-event';

vi.mock('socket.io-client', async () => {
  const { FakeSocket: Fake } = await import('@/tests/unit/fake-socket');
  return { io: (url: string, options: never) => new Fake(url, options) };
});
vi.mock('@/lib/session/session-client', () => ({ refreshAccessToken: vi.fn(), forgetSession: vi.fn() }));

const user: SessionUser = {
  id: 7,
  name: 'Olena',
  lastname: 'Shevchenko',
  avatar: null,
  phone: '380501234567',
  email: 'olena@example.com',
  role: { id: 1, name: 'USER', type: 'user' },
};
/** An access token as the web holds it; only its expiry is read in the browser. */
const tokenExpiringIn = (seconds: number) => `e30.${btoa(JSON.stringify({ sub: '7', exp: Math.floor(Date.now() / 1000) + seconds })).replaceAll('=', '')}.sig`;

function Listener({ seen }: { seen: unknown[] }) {
  const [count, setCount] = useState(0);
  useServerEvent('read_notifications', (payload) => seen.push(['read_notifications', payload, count]));
  useServerEvent('installation_needs_confirmation', (payload) => seen.push(['installation_needs_confirmation', payload]));
  useRealtimeConnected(() => seen.push(['connected']));
  return <button onClick={() => setCount((n) => n + 1)}>{count}</button>;
}

const socket = () => FakeSocket.opened.at(-1)!;

beforeEach(() => {
  FakeSocket.opened = [];
  vi.mocked(refreshAccessToken).mockReset();
  vi.mocked(forgetSession).mockReset();
  useSessionStore.getState().clear();
});

describe('RealtimeProvider', () => {
  it('opens no socket for a guest', async () => {
    render(<RealtimeProvider>guest</RealtimeProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeSocket.opened).toHaveLength(0);
  });

  it("connects a signed-in user to the API with the spec's options and the token in memory, and closes at sign-out", async () => {
    const token = tokenExpiringIn(900);
    useSessionStore.getState().setSession({ user, accessToken: token });
    render(<RealtimeProvider>signed in</RealtimeProvider>);
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);
    expect(socket().url).toBe(publicApiUrl);
    expect(socket().options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      timeout: 20_000,
    });
    expect(await socket().handshakeAuth()).toEqual({ token });
    expect(refreshAccessToken).not.toHaveBeenCalled();

    act(() => useSessionStore.getState().clear());
    expect(socket().disconnect).toHaveBeenCalled();
  });

  it('a missing or nearly expired token is refreshed before the handshake', async () => {
    useSessionStore.getState().setSession({ user, accessToken: tokenExpiringIn(5) });
    vi.mocked(refreshAccessToken).mockResolvedValue('fresh-token');
    render(<RealtimeProvider>signed in</RealtimeProvider>);
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);
    expect(await socket().handshakeAuth()).toEqual({ token: 'fresh-token' });
  });

  it('hands checked events to the latest handler of useServerEvent, and every (re)connection to useRealtimeConnected', async () => {
    useSessionStore.getState().setSession({ user, accessToken: tokenExpiringIn(900) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: unknown[] = [];
    const view = render(
      <RealtimeProvider>
        <Listener seen={seen} />
      </RealtimeProvider>,
    );
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);
    act(() => socket().fire('connect'));
    // The events' schemas load with the first event; the events wait for them in the order they came.
    act(() => {
      socket().receive('read_notifications', { notificationsCount: 2 });
      socket().receive('installation_needs_confirmation', { installationId: 4, to: 7, workOrderType: 'SERVICE' });
    });
    await waitFor(() => expect(seen).toHaveLength(3), apiWait);
    act(() => view.getByRole('button').click());
    // Malformed or unknown events never reach a handler.
    act(() => socket().receive('installation_needs_confirmation', { installationId: 'four' }));
    act(() => socket().receive('something_else', {}));
    act(() => socket().receive('read_notifications', { notificationsCount: 0 }));
    await waitFor(() => expect(seen).toHaveLength(4), apiWait);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    act(() => socket().fire('connect'));
    expect(seen).toEqual([
      ['connected'],
      ['read_notifications', { notificationsCount: 2 }, 0],
      ['installation_needs_confirmation', { installationId: 4, to: 7, workOrderType: 'SERVICE' }],
      ['read_notifications', { notificationsCount: 0 }, 1],
      ['connected'],
    ]);

    view.unmount();
    act(() => socket().receive('read_notifications', { notificationsCount: 1 }));
    await eventsDelivered();
    expect(seen).toHaveLength(5);
  });

  it('after the API drops the socket (its token expired) it connects again; a refused token is refreshed once and, failing that, the tab signs out', async () => {
    useSessionStore.getState().setSession({ user, accessToken: tokenExpiringIn(900) });
    render(<RealtimeProvider>signed in</RealtimeProvider>);
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);
    act(() => socket().fire('disconnect', 'io server disconnect'));
    expect(socket().connect).toHaveBeenCalledTimes(1);
    // A dropped network is socket.io's own business (it retries with the delays above).
    act(() => socket().fire('disconnect', 'transport close'));
    expect(socket().connect).toHaveBeenCalledTimes(1);

    vi.mocked(refreshAccessToken).mockResolvedValue(null);
    socket().active = false;
    act(() => socket().fire('connect_error', new Error('unauthorized')));
    await waitFor(() => expect(forgetSession).toHaveBeenCalled());
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  });
});
