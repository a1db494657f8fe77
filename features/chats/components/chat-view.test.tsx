import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { countersQuery } from '@/lib/session/counters';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { FakeSocket } from '@/tests/unit/fake-socket';
import { renderWithQueries, testQueryClient } from '@/tests/unit/render';
import { testAside, testMessage } from '../test-chat';
import { ChatView } from './chat-view';
import { signInForTest } from '@/tests/unit/session';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));
vi.mock('socket.io-client', async () => {
  const { FakeSocket: Fake } = await import('@/tests/unit/fake-socket');
  return { io: (url: string, options: never) => new Fake(url, options) };
});

// Newest first, as the API pages them: two days, support's last answer unread.
const newest = [
  testMessage(14, '2026-11-25T09:30:00.000Z', 'support', { read: false, content: 'We will come tomorrow.' }),
  testMessage(13, '2026-11-25T08:00:00.000Z', 'client', { content: '<b>Still</b> dripping' }),
  testMessage(12, '2026-11-24T18:00:00.000Z', 'support'),
];
const older = [testMessage(11, '2026-11-24T17:00:00.000Z', 'client', { content: 'First message' })];

let fetches: string[] = [];
let reads: unknown[] = [];
const server = mockApi();
let client = testQueryClient();

beforeEach(() => {
  fetches = [];
  reads = [];
  FakeSocket.opened = [];
  browserLayoutApis();
  signInForTest();
  client = testQueryClient();
  client.setQueryData(countersQuery(7).queryKey, { notificationsCount: 0, messagesCount: 3 });
  server.use(
    http.get(`${publicApiUrl}/web/chats/55`, () => HttpResponse.json({ data: testAside({ unreadCount: 1 }) })),
    http.get(`${publicApiUrl}/web/chats/55/messages`, ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      fetches.push(before ?? 'newest');
      return HttpResponse.json({
        data: before ? { data: older, limit: 10, offset: 0, hasMore: false } : { data: newest, limit: 10, offset: 0, hasMore: true },
      });
    }),
    http.post(`${publicApiUrl}/web/chats/55/read`, async ({ request }) => {
      reads.push(await request.json());
      return HttpResponse.json({ data: { chatId: 55, unreadCount: 0, messagesCount: 2 } });
    }),
  );
});

const render = () =>
  renderWithQueries(
    <RealtimeProvider>
      <ChatView id={55} />
    </RealtimeProvider>,
    client,
  );

/** The day headings and each day's messages, top to bottom. */
const days = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('heading')
    .map((heading) => [
      heading.textContent,
      ...within(heading.parentElement!)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-message')),
    ]);

describe('ChatView (msw)', { timeout: 60_000 }, () => {
  it('groups the history by day (day.month.year), newest at the bottom, and pages back before the oldest loaded', async () => {
    render();
    expect(await screen.findByText('We will come tomorrow.', {}, apiWait)).toBeInTheDocument();
    // The first ten do not fill the panel: the older ones are fetched, below the oldest shown.
    await waitFor(() => expect(fetches).toEqual(['newest', '12']), apiWait);
    await waitFor(() =>
      expect(days()).toEqual([
        ['24.11.2026', '11', '12'],
        ['25.11.2026', '13', '14'],
      ]),
    );
    // Plain text, never markup.
    expect(screen.getByText('<b>Still</b> dripping')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'About the installation' });
    expect(within(aside).getByRole('link', { name: 'Open installation No. 12' })).toHaveAttribute('href', '/installations/12');
  });

  it('reading marks the other side’s messages read up to the newest and takes the unread count the API answers', async () => {
    render();
    await waitFor(() => expect(reads).toEqual([{ lastMessageId: 14 }]), apiWait);
    await waitFor(() => expect(client.getQueryData(countersQuery(7).queryKey)?.messagesCount).toBe(2));
  });

  it('a message from support arrives without reloading; a sent one shows at once as pending and then once', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const sent: { message: string; clientKey: string }[] = [];
    server.use(
      http.post(`${publicApiUrl}/web/chats/55/messages`, async ({ request }) => {
        sent.push((await request.json()) as never);
        await held;
        return HttpResponse.json(
          { data: testMessage(16, new Date().toISOString(), 'client', { content: 'Thank you', clientKey: sent[0].clientKey }) },
          { status: 201 },
        );
      }),
    );
    render();
    await screen.findByText('We will come tomorrow.', {}, apiWait);
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1), apiWait);
    act(() =>
      FakeSocket.opened[0].receive('new_message', {
        ...testMessage(15, '2026-11-25T10:00:00.000Z', 'support', { content: 'The installer is on his way.', read: false }),
        unreadCount: 1,
        messagesCount: 3,
      }),
    );
    expect(await screen.findByText('The installer is on his way.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Thank you{Enter}');
    const pending = (await screen.findByText('Thank you')).closest('li')!;
    expect(within(pending).getByTestId('message-pending')).toHaveTextContent('Sending…');
    // The tab's own message also comes back as an event before the answer: still shown once.
    act(() =>
      FakeSocket.opened[0].receive('new_message', {
        ...testMessage(16, new Date().toISOString(), 'client', { content: 'Thank you', clientKey: sent[0].clientKey }),
        unreadCount: 0,
        messagesCount: 0,
      }),
    );
    answer();
    await waitFor(() => expect(screen.queryByTestId('message-pending')).not.toBeInTheDocument(), apiWait);
    expect(screen.getAllByText('Thank you')).toHaveLength(1);
    expect(sent).toEqual([{ message: 'Thank you', clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });
});
