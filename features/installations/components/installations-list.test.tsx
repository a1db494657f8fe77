import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleName, RoleType } from '@/contracts/roles';
import { publicApiUrl } from '@/lib/env';
import { EarlyViewerProvider } from '@/lib/session/early-viewer';
import { useSessionStore } from '@/lib/session/session-store';
import { apiWait, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { installationKeys } from '../keys';
import { listQueryOf, parseListState } from '../query';
import { InstallationsList } from './installations-list';
import { url } from '@/tests/unit/url-stand-in';

vi.mock('next/navigation', async () => (await import('@/tests/unit/url-stand-in')).navigation);
vi.mock('@/i18n/navigation', async () => (await import('@/tests/unit/url-stand-in')).localeNavigation('/installations'));

const item = (id: number, status: 'NEW' | 'COMPLETED') => ({
  id,
  type: 'INSTALLATION',
  code: status,
  status: { value: status, name: status === 'NEW' ? 'New' : 'Completed', color: '#0b6fc2' },
  archived: false,
  date: '2026-05-14',
  address: 'Kyiv, Khreshchatyk 1',
  client: { id: 1, fullName: 'Olena Shevchenko' },
  installer: { id: 2, fullName: 'Taras Koval' },
  products: ['Split AC 12'],
  hasWarnings: id === 1,
});
const page = (items: ReturnType<typeof item>[], total = items.length, currentPage = 1, totalIsExact = true) => ({
  data: items,
  totalIsExact,
  currentPage,
  lastPage: Math.max(1, Math.ceil(total / 10)),
  perPage: 10,
  total,
  from: items.length ? 1 : null,
  to: items.length ? items.length : null,
  links: [],
});
const filters = {
  statuses: [
    { value: 'NEW', name: 'New', color: '#0b6fc2' },
    { value: 'COMPLETED', name: 'Completed', color: '#16a34a' },
  ],
  dates: [{ value: '2026-05', name: 'May 2026' }],
  installers: [{ id: 2, fullName: 'Taras Koval' }],
};

/** Every list request's query, in order. */
let asked: URLSearchParams[] = [];
const server = mockApi(
  http.get(`${publicApiUrl}/web/installations/filters`, () => HttpResponse.json({ data: filters })),
  http.get(`${publicApiUrl}/web/installations`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const status = query.get('status');
    const all = [item(1, 'NEW'), item(2, 'COMPLETED')];
    const shown = status ? all.filter((i) => i.code === status) : all;
    return HttpResponse.json({ data: page(query.get('search') === 'nothing' ? [] : shown, query.get('search') === 'nothing' ? 0 : 23) });
  }),
);

const signIn = (name: RoleName, type: RoleType) =>
  useSessionStore.getState().setSession({
    user: { id: 7, name: 'Olena', lastname: 'Shevchenko', avatar: null, phone: '380501234567', email: 'o@example.com', role: { id: 1, name, type } },
    accessToken: 'token',
  });

beforeEach(() => {
  asked = [];
  url.set('/installations');
});

describe('InstallationsList (msw)', { timeout: 60_000 }, () => {
  it('before GET /session answers, shows the page the server read for the person it rendered for, without asking, and keeps it when the session names them', async () => {
    url.set('/installations?status=COMPLETED');
    useSessionStore.setState({ status: 'loading', user: null, accessToken: null });
    // The app's clients keep an answer fresh for 30 s (components/providers.tsx): the hydrated page is not read again.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const query = listQueryOf(parseListState(new URLSearchParams('status=COMPLETED')), false);
    client.setQueryData(installationKeys.list(7, query), page([item(2, 'COMPLETED')]));
    renderWithQueries(
      <EarlyViewerProvider viewer={{ id: 7, role: { name: 'INSTALLER', type: 'installer' } }}>
        <InstallationsList />
      </EarlyViewerProvider>,
      client,
    );
    // The first render already holds the row (the server's HTML does too): no loading state, no call.
    expect(screen.getByRole('link', { name: /Installation No\. 2/ })).toBeInTheDocument();
    expect(asked).toEqual([]);
    // GET /session then names the same person: the same key, so the row stays and nothing is asked again.
    act(() => signIn('INSTALLER', 'installer'));
    expect(screen.getByRole('link', { name: /Installation No\. 2/ })).toBeInTheDocument();
    // The filters are read through the same client after that: by the time they show, a list call would have gone out.
    expect(await screen.findByRole('option', { name: 'Taras Koval' }, apiWait)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('a client asks for installed ones, ten a page, and has no installer filter; a status filter goes to the URL and the query', async () => {
    signIn('USER', 'user');
    renderWithQueries(<InstallationsList />);
    expect(await screen.findByRole('link', { name: /Installation No\. 1/ }, apiWait)).toHaveAttribute('href', '/installations/1');
    expect(asked[0].get('installed')).toBe('true');
    expect(asked[0].get('perPage')).toBe('10');
    expect(screen.queryByLabelText('Installer')).toBeNull();

    await screen.findByRole('option', { name: 'Completed' }, apiWait);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'COMPLETED');
    await waitFor(() => expect(url.get().get('status')).toBe('COMPLETED'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Installation No\. 1/ })).toBeNull());
    expect(asked.at(-1)!.get('status')).toBe('COMPLETED');
    expect(screen.getByRole('link', { name: /Installation No\. 2/ })).toBeInTheDocument();
  });

  it('an installer filters by installer, month and period; a new filter starts again at page 1 and Clear removes them all', async () => {
    signIn('INSTALLER', 'installer');
    url.set('/installations?page=3');
    renderWithQueries(<InstallationsList />);
    await screen.findByRole('option', { name: 'Taras Koval' }, apiWait);
    expect(asked[0].get('installed')).toBe('false');
    expect(asked[0].get('page')).toBe('3');
    await userEvent.selectOptions(screen.getByLabelText('Installer'), '2');
    await waitFor(() => expect(url.get().toString()).toBe('installerId=2'));
    await userEvent.selectOptions(screen.getByLabelText('Month'), '2026-05');
    await waitFor(() => expect(asked.at(-1)!.toString()).toContain('date=2026-05'));
    expect(asked.at(-1)!.get('installerId')).toBe('2');
    expect(asked.at(-1)!.get('page')).toBe('1');
    await userEvent.type(screen.getByLabelText('From'), '2026-05-01');
    await waitFor(() => expect(url.get().get('from')).toBe('2026-05-01'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(url.get().toString()).toBe(''));
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('the search is sent once typing pauses, not on every key, and says when nothing matches', async () => {
    signIn('INSTALLER', 'installer');
    renderWithQueries(<InstallationsList />);
    await screen.findByRole('link', { name: /Installation No\. 1/ }, apiWait);
    const before = asked.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing');
    // Typed faster than 600 ms a key: no request yet.
    expect(asked.length).toBe(before);
    expect(await screen.findByText('Nothing found', {}, apiWait)).toBeInTheDocument();
    expect(asked.slice(before).map((q) => q.get('search'))).toEqual(['nothing']);
    expect(url.get().get('search')).toBe('nothing');
  });

  it('support narrows by period and serial (kept in the address) and downloads the list through the same filters', async () => {
    signIn('ADMIN', 'admin');
    const exported: URLSearchParams[] = [];
    server.use(
      http.get(`${publicApiUrl}/web/installations/export`, ({ request }) => {
        exported.push(new URL(request.url).searchParams);
        return new HttpResponse('No.,Work type\n1,Installation\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
      http.get(`${publicApiUrl}/admin/dealers`, () => HttpResponse.json({ data: { ...page([]), data: [] } })),
    );
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:list');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    url.set('/installations?from=2026-05-01');
    renderWithQueries(<InstallationsList />);
    await screen.findByRole('link', { name: /Installation No\. 1/ }, apiWait);
    expect(asked[0].get('from')).toBe('2026-05-01');
    expect(await screen.findByRole('combobox', { name: 'Company' }, apiWait)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('To'), '2026-05-31');
    await waitFor(() => expect(url.get().get('to')).toBe('2026-05-31'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Serial number' }), 'ABC-123');
    await waitFor(() => expect(asked.at(-1)!.get('serial')).toBe('ABC-123'));

    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^installations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Object.fromEntries(exported[0])).toMatchObject({ format: 'csv', from: '2026-05-01', to: '2026-05-31', serial: 'ABC-123', installed: 'false' });
    expect(exported[0].has('page')).toBe(false);
    click.mockRestore();
  });

  it('a client is offered neither the period, the serial nor the download', async () => {
    signIn('USER', 'user');
    renderWithQueries(<InstallationsList />);
    await screen.findByRole('link', { name: /Installation No\. 1/ }, apiWait);
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(screen.queryByRole('button', { name: 'CSV' })).toBeNull();
  });

  it('pages through ten at a time with the paging control', async () => {
    signIn('INSTALLER', 'installer');
    renderWithQueries(<InstallationsList />);
    await screen.findByText('23 installations', {}, apiWait);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked.at(-1)!.get('page')).toBe('2'));
    expect(url.get().get('page')).toBe('2');
  });

  it('a list counted only so far says “more than” and offers no last page', async () => {
    signIn('INSTALLER', 'installer');
    const items = Array.from({ length: 10 }, (_, i) => item(i + 1, 'COMPLETED'));
    server.use(http.get(`${publicApiUrl}/web/installations`, () => HttpResponse.json({ data: page(items, 101, 1, false) }), { once: true }));
    renderWithQueries(<InstallationsList />);
    expect(await screen.findByText('More than 100 installations', {}, apiWait)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 11' })).not.toBeInTheDocument();
  });

  it('a failed list says so and can be tried again', async () => {
    signIn('INSTALLER', 'installer');
    server.use(http.get(`${publicApiUrl}/web/installations`, () => new HttpResponse(null, { status: 503 }), { once: true }));
    renderWithQueries(<InstallationsList />);
    expect(await screen.findByText('The installations could not be loaded.', {}, apiWait)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Installation No\. 1/ }, apiWait)).toBeInTheDocument();
  });
});
