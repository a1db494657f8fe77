import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { DealerRequests } from './dealer-requests';
import { signInForTest } from '@/tests/unit/session';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  usePathname: () => '/installers',
}));

const request = (id: number, fullName: string, kind: 'INSTALLER' | 'DEALER_CHANGE' = 'INSTALLER') => ({
  id,
  kind,
  status: 'SENT',
  user: { id: 100 + id, fullName, phone: '380500000038' },
  supplier: kind === 'INSTALLER' ? 'Climate Systems LLC' : null,
  region: null,
  certificationType: kind === 'INSTALLER' ? { id: 1, code: 'RAC', name: 'Residential AC' } : null,
  lastJobLicense: null,
  comment: null,
  currentDealerName: kind === 'DEALER_CHANGE' ? 'West Clima' : null,
  reason: null,
  createdAt: '2026-11-12T10:00:00.000Z',
  decidedAt: null,
});
const page = (data: unknown[]) => ({
  data,
  currentPage: 1,
  lastPage: 1,
  perPage: 10,
  total: data.length,
  from: data.length ? 1 : null,
  to: data.length || null,
  links: [],
});

let waiting: ReturnType<typeof request>[] = [];
let decisions: string[] = [];
const server = mockApi();

beforeEach(() => {
  browserLayoutApis();
  decisions = [];
  signInForTest('DEALER');
  server.use(
    http.get(`${publicApiUrl}/web/dealers/requests`, () => HttpResponse.json({ data: page(waiting) })),
    http.post(`${publicApiUrl}/web/dealers/requests/:id/:decision`, async ({ params, request: call }) => {
      decisions.push(`${String(params.decision)} ${String(params.id)} ${JSON.stringify(await call.json())}`);
      const decided = waiting.find((r) => r.id === Number(params.id))!;
      waiting = waiting.filter((r) => r !== decided);
      return HttpResponse.json({ data: { ...decided, status: params.decision === 'accept' ? 'ACCEPTED' : 'DECLINED', decidedAt: '2026-11-20T10:00:00.000Z' } });
    }),
  );
});

const user = () => userEvent.setup();

describe('the requests addressed to the dealer (msw)', { timeout: 60_000 }, () => {
  it('accepting asks first, naming the person and what it does; cancelling sends nothing; confirming sends it and the focus goes to what happened', async () => {
    waiting = [request(1, 'Maksym Polishchuk'), request(2, 'Taras Hnatiuk', 'DEALER_CHANGE')];
    renderWithQueries(<DealerRequests kind="INSTALLER" canDecide />);
    const item = await screen.findByRole('listitem', { name: 'Maksym Polishchuk' }, apiWait);
    const accept = within(item).getByRole('button', { name: 'Accept' });

    await user().click(accept);
    let dialog = await screen.findByRole('dialog', { name: 'Accept the request of Maksym Polishchuk?' }, apiWait);
    await within(dialog).findByRole('button', { name: 'Cancel' }, apiWait);
    expect(dialog).toHaveTextContent(
      'Maksym Polishchuk becomes an installer of your company and is notified. Support decides on the “Residential AC” certification asked for. This cannot be undone here.',
    );
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisions).toEqual([]);
    await waitFor(() => expect(accept).toHaveFocus());

    await user().click(accept);
    dialog = await screen.findByRole('dialog', { name: 'Accept the request of Maksym Polishchuk?' }, apiWait);
    await user().click(await within(dialog).findByRole('button', { name: 'Accept' }, apiWait));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), apiWait);
    expect(decisions).toEqual(['accept 1 {}']);
    // The request leaves the list; the focus is on the notice, never lost with the button.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Maksym Polishchuk' })).toBeNull(), apiWait);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('You accepted the request of Maksym Polishchuk.');
    await waitFor(() => expect(notice).toHaveFocus());

    // A dealer change names the company the installer leaves.
    await user().click(within(screen.getByRole('listitem', { name: 'Taras Hnatiuk' })).getByRole('button', { name: 'Accept' }));
    dialog = await screen.findByRole('dialog', { name: 'Accept the request of Taras Hnatiuk?' }, apiWait);
    await within(dialog).findByRole('button', { name: 'Cancel' }, apiWait);
    expect(dialog).toHaveTextContent('Taras Hnatiuk leaves “West Clima” for your company and is notified. This cannot be undone here.');
  });

  it('declining says what it does and waits for the reason', async () => {
    waiting = [request(1, 'Maksym Polishchuk')];
    renderWithQueries(<DealerRequests kind="INSTALLER" canDecide />);
    const item = await screen.findByRole('listitem', { name: 'Maksym Polishchuk' }, apiWait);
    await user().click(within(item).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Maksym Polishchuk' }, apiWait);
    await within(dialog).findByRole('textbox', { name: 'Reason' }, apiWait);
    expect(dialog).toHaveTextContent('Maksym Polishchuk is notified of the decline with your reason and may send a new request.');
    const decline = within(dialog).getByRole('button', { name: 'Decline' });
    expect(decline).toBeDisabled();
    await user().type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No vacancies');
    await user().click(decline);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), apiWait);
    expect(decisions).toEqual(['decline 1 {"reason":"No vacancies"}']);
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus(), apiWait);
    expect(screen.getByRole('status')).toHaveTextContent('You declined the request of Maksym Polishchuk.');
    await screen.findByText('No requests here', {}, apiWait);
  });
});
