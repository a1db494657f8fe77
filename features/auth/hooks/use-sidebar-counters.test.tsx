import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { countersQuery } from '@/lib/session/counters';
import { useSessionStore } from '@/lib/session/session-store';
import { apiWait, mockApi } from '@/tests/unit/api-mock';
import { FakeSocket } from '@/tests/unit/fake-socket';
import { renderWithQueries, testQueryClient } from '@/tests/unit/render';
import { useSidebarCounters } from './use-sidebar-counters';
import { signInForTest } from '@/tests/unit/session';

vi.mock('socket.io-client', async () => {
  const { FakeSocket: Fake } = await import('@/tests/unit/fake-socket');
  return { io: (url: string, options: never) => new Fake(url, options) };
});

let sidebar = { notificationsCount: 2, messagesCount: 0 };
let sidebarCalls = 0;
mockApi(
  http.get(`${publicApiUrl}/web/sidebar`, () => {
    sidebarCalls += 1;
    return HttpResponse.json({ data: sidebar });
  }),
);

function Counters() {
  useSidebarCounters();
  return null;
}

let client = testQueryClient();
/** The counters in the query cache, where the shell reads them. */
const counters = () => client.getQueryData(countersQuery(7).queryKey);
const socket = () => FakeSocket.opened.at(-1)!;
const notification = {
  id: 9,
  title: 'Password changed',
  text: 'The password of your account was changed.',
  readAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  link: '/profile',
};

beforeEach(() => {
  FakeSocket.opened = [];
  sidebar = { notificationsCount: 2, messagesCount: 0 };
  sidebarCalls = 0;
  client = testQueryClient();
  useSessionStore.getState().clear();
  signInForTest();
});

describe('useSidebarCounters (msw + a fake socket)', () => {
  it('loads the counters once, then follows the events without polling', async () => {
    renderWithQueries(
      <RealtimeProvider>
        <Counters />
      </RealtimeProvider>,
      client,
    );
    await waitFor(() => expect(counters()?.notificationsCount).toBe(2), apiWait);
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);

    const after = async (event: string, payload: unknown, expected: Partial<typeof sidebar>) => {
      act(() => socket().receive(event, payload));
      await waitFor(() => expect(counters()).toMatchObject(expected), apiWait);
    };
    // Two at once both count.
    act(() => socket().receive('new_notification', notification));
    await after('new_notification', { ...notification, id: 8 }, { notificationsCount: 4 });
    // One already read, then a count of what is left: the read one never added to it.
    act(() => socket().receive('new_notification', { ...notification, id: 10, readAt: '2026-11-25T10:00:01.000Z' }));
    await after('new_notification', { ...notification, id: 11 }, { notificationsCount: 5 });
    await after('read_notifications', { notificationsCount: 0 }, { notificationsCount: 0 });

    // The user's own message (from another tab) is not unread for them; a message from someone else is.
    const message = (id: number, from: number, content: string) => ({
      id,
      chatId: 4,
      from: { id: from, fullName: 'Олена Коваль', role: 'USER', isSupport: false },
      datetime: '2026-11-25T10:00:05.000Z',
      content,
      attachments: [],
      read: false,
      clientKey: null,
      unreadCount: 1,
      messagesCount: 1,
    });
    act(() => socket().receive('new_message', message(2, 7, 'Вітаю')));
    await after('new_message', message(1, 12, 'Добрий день'), { messagesCount: 1 });
    expect(sidebarCalls).toBe(1);

    // What is left unread across chats is the API's answer.
    sidebar = { notificationsCount: 0, messagesCount: 0 };
    act(() => socket().receive('read_messages', { chatId: 4, messagesCount: 1, unreadCount: 0, readerId: 7, readerIsSupport: false, lastReadMessageId: 1 }));
    await waitFor(() => expect(counters()?.messagesCount).toBe(0), apiWait);
    expect(sidebarCalls).toBe(2);
  });

  it('a reconnection reloads the counters, so what changed while the socket was down shows', async () => {
    renderWithQueries(
      <RealtimeProvider>
        <Counters />
      </RealtimeProvider>,
      client,
    );
    await waitFor(() => expect(counters()?.notificationsCount).toBe(2), apiWait);
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);
    sidebar = { notificationsCount: 5, messagesCount: 3 };
    act(() => socket().fire('connect'));
    await waitFor(() => expect(counters()).toEqual({ notificationsCount: 5, messagesCount: 3 }), apiWait);
  });
});
