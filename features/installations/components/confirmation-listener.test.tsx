import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/ui/modal';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { useSessionStore } from '@/lib/session/session-store';
import { openModal, useModalStore } from '@/lib/stores/modal-store';
import { apiWait } from '@/tests/unit/api-mock';
import { eventsDelivered, FakeSocket } from '@/tests/unit/fake-socket';
import { renderWithQueries } from '@/tests/unit/render';
import { ConfirmationListener } from './confirmation-listener';
import { signInForTest } from '@/tests/unit/session';

vi.mock('socket.io-client', async () => {
  const { FakeSocket: Fake } = await import('@/tests/unit/fake-socket');
  return { io: (url: string, options: never) => new Fake(url, options) };
});

const socket = () => FakeSocket.opened.at(-1)!;
const needsConfirmation = (installationId: number) =>
  socket().receive('installation_needs_confirmation', { installationId, to: 7, workOrderType: 'INSTALLATION' });

/** A dialog of the page itself (not the registry's), open until its close button is pressed. */
function PagesDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Units">
      <p>units</p>
    </Modal>
  );
}

async function listen(extra?: ReactNode) {
  renderWithQueries(
    <RealtimeProvider>
      <ConfirmationListener />
      {extra}
    </RealtimeProvider>,
  );
  await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);
}

beforeEach(() => {
  FakeSocket.opened = [];
  useModalStore.getState().close();
  useSessionStore.getState().clear();
  signInForTest();
});

describe('ConfirmationListener (a fake socket)', () => {
  it('opens the grading dialog only for the user the event names', async () => {
    await listen();
    act(() => socket().receive('installation_needs_confirmation', { installationId: 3, to: 8, workOrderType: 'INSTALLATION' }));
    await eventsDelivered();
    expect(useModalStore.getState().name).toBeNull();
    act(() => needsConfirmation(4));
    await waitFor(() => expect(useModalStore.getState()).toMatchObject({ name: 'installationGrading', props: { installationId: 4 } }), apiWait);
  });

  it('waits for the dialog the user has open to close instead of replacing it, then opens each waiting one once', async () => {
    await listen();
    act(() => openModal('auth'));
    act(() => needsConfirmation(5));
    act(() => needsConfirmation(5));
    act(() => needsConfirmation(6));
    await eventsDelivered();
    expect(useModalStore.getState().name).toBe('auth');
    act(() => useModalStore.getState().close());
    expect(useModalStore.getState()).toMatchObject({ name: 'installationGrading', props: { installationId: 5 } });
    act(() => useModalStore.getState().close());
    expect(useModalStore.getState()).toMatchObject({ name: 'installationGrading', props: { installationId: 6 } });
    act(() => useModalStore.getState().close());
    expect(useModalStore.getState().name).toBeNull();
  });

  it('waits for a dialog of the page itself (not one of the registry) to close', async () => {
    await listen(<PagesDialog />);
    act(() => needsConfirmation(9));
    await eventsDelivered();
    expect(useModalStore.getState().name).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(useModalStore.getState()).toMatchObject({ name: 'installationGrading', props: { installationId: 9 } }), apiWait);
    act(() => useModalStore.getState().close());
  });
});
