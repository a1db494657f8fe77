import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { useSessionStore } from '@/lib/session/session-store';
import { useModalStore } from '@/lib/stores/modal-store';
import { apiWait } from '@/tests/unit/api-mock';
import { FakeSocket } from '@/tests/unit/fake-socket';
import { renderWithQueries } from '@/tests/unit/render';
import { ConfirmationListener } from './confirmation-listener';

vi.mock('socket.io-client', async () => {
  const { FakeSocket: Fake } = await import('@/tests/unit/fake-socket');
  return { io: (url: string, options: never) => new Fake(url, options) };
});

const socket = () => FakeSocket.opened.at(-1)!;

beforeEach(() => {
  FakeSocket.opened = [];
  useModalStore.getState().close();
  useSessionStore.getState().clear();
  useSessionStore.getState().setSession({
    user: { id: 7, name: 'Olena', lastname: 'Shevchenko', avatar: null, phone: '380501234567', email: 'olena@example.com', role: { id: 1, name: 'USER', type: 'user' } },
    accessToken: 'token',
  });
});

describe('ConfirmationListener (a fake socket)', () => {
  it('opens the grading dialog only for the user the event names', async () => {
    renderWithQueries(
      <RealtimeProvider>
        <ConfirmationListener />
      </RealtimeProvider>,
    );
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);
    act(() => socket().receive('installation_needs_confirmation', { installationId: 3, to: 8, workOrderType: 'INSTALLATION' }));
    expect(useModalStore.getState().name).toBeNull();
    act(() => socket().receive('installation_needs_confirmation', { installationId: 4, to: 7, workOrderType: 'INSTALLATION' }));
    await waitFor(() => expect(useModalStore.getState()).toMatchObject({ name: 'installationGrading', props: { installationId: 4 } }), apiWait);
  });
});
