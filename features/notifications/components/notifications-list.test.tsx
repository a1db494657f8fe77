import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { countersQuery } from '@/lib/session/counters';
import { apiWait, mockApi } from '@/tests/unit/api-mock';
import { FakeSocket } from '@/tests/unit/fake-socket';
import { renderWithQueries, testQueryClient } from '@/tests/unit/render';
import { NotificationsList } from './notifications-list';
import { signInForTest } from '@/tests/unit/session';

// The page lives in the URL; the app router is not running here.
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  usePathname: () => '/notifications',
  useRouter: () => ({ replace: vi.fn() }),
}));

// msw has no websockets: the realtime events come from a fake socket.
vi.mock('socket.io-client', async () => {
  const { FakeSocket: Fake } = await import('@/tests/unit/fake-socket');
  return { io: (url: string, options: never) => new Fake(url, options) };
});

const page = {
  data: [{ id: 1, title: 'Welcome', text: 'Your account is ready.', readAt: null, createdAt: '2026-11-20T10:00:00.000Z', link: null }],
  currentPage: 1,
  lastPage: 1,
  perPage: 10,
  total: 1,
  from: 1,
  to: 1,
  links: [],
};

let client = testQueryClient();
/** The unread count in the query cache, where the shell reads it. */
const unread = () => client.getQueryData(countersQuery(7).queryKey)?.notificationsCount;

const server = mockApi(http.get(`${publicApiUrl}/web/notifications`, () => HttpResponse.json({ data: page })));
beforeEach(() => {
  FakeSocket.opened = [];
  signInForTest();
  client = testQueryClient();
  client.setQueryData(countersQuery(7).queryKey, { notificationsCount: 3, messagesCount: 0 });
});

describe('NotificationsList (msw)', { timeout: 60_000 }, () => {
  it('opening the list marks everything read and sets the unread count the API answers', async () => {
    server.use(http.post(`${publicApiUrl}/web/notifications/read`, () => HttpResponse.json({ data: { notificationsCount: 0 } })));
    renderWithQueries(<NotificationsList />, client);
    expect(await screen.findByRole('heading', { name: /Welcome/ }, apiWait)).toBeInTheDocument();
    await waitFor(() => expect(unread()).toBe(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when marking them read fails, the user is told and the unread count comes back', async () => {
    server.use(http.post(`${publicApiUrl}/web/notifications/read`, () => new HttpResponse(null, { status: 503 })));
    renderWithQueries(<NotificationsList />, client);
    expect(await screen.findByRole('alert', {}, apiWait)).toHaveTextContent('The notifications could not be marked as read');
    expect(unread()).toBe(3);
    expect(screen.getByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
  });

  it('a notification that arrives while the list is open appears at once', async () => {
    server.use(http.post(`${publicApiUrl}/web/notifications/read`, () => HttpResponse.json({ data: { notificationsCount: 0 } })));
    renderWithQueries(
      <RealtimeProvider>
        <NotificationsList />
      </RealtimeProvider>,
    );
    expect(await screen.findByRole('heading', { name: /Welcome/ }, apiWait)).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);
    const arrived = {
      id: 2,
      title: 'Password changed',
      text: 'The password of your account was changed.',
      readAt: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      link: '/profile',
    };
    server.use(http.get(`${publicApiUrl}/web/notifications`, () => HttpResponse.json({ data: { ...page, data: [arrived, ...page.data], total: 2, to: 2 } })));
    act(() => FakeSocket.opened[0].receive('new_notification', arrived));
    expect(await screen.findByRole('heading', { name: /Password changed/ }, apiWait)).toBeInTheDocument();
  });
});
