import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstallationRequest } from '@/contracts/installation-requests';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { DeclineDialog } from './decline-dialog';
import { RequestsPanel } from './my-requests';
import { signInForTest } from '@/tests/unit/session';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const server = mockApi();
const signIn = (role: 'USER' | 'ADMIN' | 'INSTALLER') => signInForTest(role);

const request = (over: Partial<InstallationRequest> = {}): InstallationRequest => ({
  id: 41,
  status: { value: 'DECLINED', name: 'Declined', color: '#EF4444' },
  workOrderType: { value: 'INSTALLATION', name: 'Installation' },
  certificationType: { id: 1, name: 'Residential AC' },
  settlementId: 'UA80000000000093317',
  street: 'Volodymyrska St',
  house: '33',
  flat: null,
  address: 'Kyiv, Volodymyrska St 33',
  preferredDate: null,
  comment: null,
  installationId: null,
  createdInstallationId: null,
  declineReason: 'No installer this week',
  client: { id: 7, fullName: 'Olena Shevchenko', phone: '380501234567' },
  reporter: null,
  unit: null,
  photos: [],
  createdAt: '2026-11-20T09:30:00.000Z',
  canBeTaken: false,
  canBeDeclined: false,
  ...over,
});
const page = (data: InstallationRequest[]) => ({
  data,
  currentPage: 1,
  lastPage: 1,
  perPage: 10,
  total: data.length,
  from: data.length ? 1 : null,
  to: data.length || null,
  links: [],
});

beforeEach(() => browserLayoutApis());

describe('RequestsPanel (msw)', { timeout: 60_000 }, () => {
  it('a client sees their requests with the state, the decline reason and a "Request work" button', async () => {
    signIn('USER');
    server.use(http.get(`${publicApiUrl}/web/installations/requests`, () => HttpResponse.json({ data: page([request()]) })));
    renderWithQueries(<RequestsPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your requests');
    const region = await screen.findByRole('region', { name: 'My requests for work' }, apiWait);
    await waitFor(() => expect(region).toHaveTextContent('Request No. 41'), apiWait);
    expect(region).toHaveTextContent('Declined');
    expect(region).toHaveTextContent('Reason: No installer this week');
    expect(screen.getByRole('button', { name: 'Request work' })).toBeEnabled();
  });

  it('says when there are none, and offers a retry when the list fails', async () => {
    signIn('USER');
    let fail = true;
    server.use(
      http.get(`${publicApiUrl}/web/installations/requests`, () =>
        fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : HttpResponse.json({ data: page([]) }),
      ),
    );
    renderWithQueries(<RequestsPanel />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 30_000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText(/You have not sent any requests yet/, {}, apiWait)).toBeInTheDocument();
  });

  it('support gets the way to the requests page; other roles nothing', async () => {
    signIn('ADMIN');
    const { unmount } = renderWithQueries(<RequestsPanel />);
    expect(screen.getByRole('link', { name: 'Requests for work' })).toHaveAttribute('href', expect.stringContaining('/installations/requests'));
    unmount();
    signIn('INSTALLER');
    const { container } = renderWithQueries(<RequestsPanel />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DeclineDialog', { timeout: 60_000 }, () => {
  it('asks for the reason before declining, and sends it trimmed', async () => {
    const onDecline = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderWithQueries(<DeclineDialog number={41} onClose={onClose} onDecline={onDecline} />);
    const confirm = await screen.findByRole('button', { name: 'Decline request' }, apiWait);
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reason'), '  No installer this week ');
    await userEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), apiWait);
    expect(onDecline).toHaveBeenCalledWith('No installer this week');
  });
});
