import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDealer, AdminUserListItem } from '@/contracts/admin';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { UsersPage } from './users-page';
import { url } from '@/tests/unit/url-stand-in';

vi.mock('next/navigation', async () => (await import('@/tests/unit/url-stand-in')).navigation);
vi.mock('@/i18n/navigation', async () => (await import('@/tests/unit/url-stand-in')).localeNavigation('/admin/users'));

const users: AdminUserListItem[] = [
  {
    id: 40,
    name: 'Taras',
    lastname: 'Koval',
    phone: '380671234567',
    email: 'taras@example.com',
    role: 'INSTALLER',
    dealer: { id: 12, companyName: 'Klimat Pro LLC' },
    invited: false,
    blockedAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-10-01T10:00:00.000Z',
  },
  {
    id: 41,
    name: 'Petro',
    lastname: 'Melnyk',
    phone: '380501112233',
    email: '',
    role: 'USER',
    dealer: null,
    invited: true,
    blockedAt: null,
    createdAt: '2026-11-02T10:00:00.000Z',
  },
];
const page = (data: AdminUserListItem[]) => ({ data, currentPage: 1, lastPage: 1, perPage: 20, total: data.length, from: 1, to: data.length, links: [] });
const company: AdminDealer = {
  id: 12,
  companyName: 'Klimat Pro LLC',
  dealerCode: '38050000',
  region: null,
  installersCount: 1,
  invited: false,
  deactivatedAt: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  phone: null,
  email: null,
  address: null,
  people: [],
};

/** Every list request's query, in order. */
let asked: URLSearchParams[] = [];
mockApi(
  http.get(`${publicApiUrl}/admin/users`, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: page(users) });
  }),
  http.get(`${publicApiUrl}/admin/dealers/12`, () => HttpResponse.json({ data: company })),
);

beforeEach(() => {
  asked = [];
  url.set('/admin/users');
  browserLayoutApis();
  signInForTest('ADMIN');
});

const lastQuery = () => Object.fromEntries([...asked.at(-1)!].filter(([key]) => key !== 'lang'));

describe('UsersPage (msw)', { timeout: 60_000 }, () => {
  it('lists each person with their phone, role, company, state and the day the account was made', async () => {
    renderWithQueries(<UsersPage />);
    const table = await screen.findByRole('region', { name: 'Users of the portal' }, apiWait);
    const taras = within(table).getByRole('row', { name: /Taras Koval/ });
    expect(within(taras).getByRole('link', { name: 'Taras Koval' })).toHaveAttribute('href', '/admin/users/40');
    expect(taras).toHaveTextContent('+380 67 123 45 67');
    expect(taras).toHaveTextContent('Installer');
    expect(taras).toHaveTextContent('Blocked');
    expect(within(taras).getByRole('link', { name: 'Klimat Pro LLC' })).toHaveAttribute('href', '/admin/dealers/12');
    expect(taras).toHaveTextContent('Oct 1, 2026');
    const petro = within(table).getByRole('row', { name: /Petro Melnyk/ });
    expect(petro).toHaveTextContent('Invited');
    expect(petro).toHaveTextContent('no company');
    expect(screen.getByText('2 users')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', perPage: '20', state: 'all' });
  });

  it('asks the API again with the search, the role and the state, from page 1', async () => {
    renderWithQueries(<UsersPage />);
    await screen.findByRole('region', { name: 'Users of the portal' }, apiWait);

    await userEvent.type(screen.getByLabelText('Search by name or phone'), '0671');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', perPage: '20', state: 'all', search: '0671' }), apiWait);
    expect(url.get().toString()).toBe('search=0671');

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Installer');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', perPage: '20', state: 'all', search: '0671', role: 'INSTALLER' }), apiWait);

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Blocked');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', perPage: '20', state: 'blocked', search: '0671', role: 'INSTALLER' }), apiWait);
    expect(url.get().toString()).toBe('search=0671&role=INSTALLER&state=blocked');
  });

  it('a link from a company’s page shows only its people and installers, named, until the filter is cleared', async () => {
    url.set('/admin/users?dealerId=12');
    renderWithQueries(<UsersPage />);
    await screen.findByRole('region', { name: 'Users of the portal' }, apiWait);
    expect(lastQuery()).toEqual({ page: '1', perPage: '20', state: 'all', dealerId: '12' });
    const filter = await screen.findByText(/^Only the people and installers of/, {}, apiWait);
    await waitFor(() => expect(filter).toHaveTextContent('Only the people and installers of Klimat Pro LLC'), apiWait);
    expect(within(filter).getByRole('link', { name: 'Klimat Pro LLC' })).toHaveAttribute('href', '/admin/dealers/12');

    await userEvent.click(screen.getByRole('button', { name: 'Every company' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', perPage: '20', state: 'all' }), apiWait);
    expect(screen.queryByText(/^Only the people and installers of/)).toBeNull();
  });
});
