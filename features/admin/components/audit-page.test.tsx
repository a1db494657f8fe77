import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@/contracts/admin';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { AuditPage } from './audit-page';
import { url } from '@/tests/unit/url-stand-in';

vi.mock('next/navigation', async () => (await import('@/tests/unit/url-stand-in')).navigation);
vi.mock('@/i18n/navigation', async () => (await import('@/tests/unit/url-stand-in')).localeNavigation('/admin/audit'));

const support = { id: 5, name: 'Oleksandr', lastname: 'Tkachenko', role: 'ADMIN' };
const entries: AuditEntry[] = [
  {
    id: 2,
    at: '2026-11-27T09:15:00.000Z',
    action: 'dealer.update',
    actor: support,
    subjectType: 'dealer',
    subjectId: 12,
    before: { companyName: 'Klimat', phone: '380501234567', regionId: 3 },
    after: { companyName: 'Klimat Pro', phone: '380671234567', regionId: 3 },
  },
  {
    id: 1,
    at: '2026-11-20T08:00:00.000Z',
    action: 'certificationRequest.decide',
    actor: support,
    subjectType: 'certificationRequest',
    subjectId: 40,
    before: { status: 'REQUEST' },
    after: { status: 'DECLINED', reason: 'No completed jobs yet' },
  },
];
const page = (data: AuditEntry[]) => ({ data, currentPage: 1, lastPage: 1, perPage: 50, total: data.length, from: 1, to: data.length, links: [] });

/** Every list request's query, in order. */
let asked: URLSearchParams[] = [];
mockApi(
  http.get(`${publicApiUrl}/admin/audit`, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: page(entries) });
  }),
);

beforeEach(() => {
  asked = [];
  url.set('/admin/audit');
  browserLayoutApis();
  signInForTest('ADMIN');
});

const lastQuery = () => Object.fromEntries([...asked.at(-1)!].filter(([key]) => key !== 'lang'));

describe('AuditPage (msw)', { timeout: 60_000 }, () => {
  it('shows each entry’s action, actor and record, and the fields it changed as before → after', async () => {
    renderWithQueries(<AuditPage />);
    const update = await screen.findByRole('listitem', { name: 'Dealer details changed' }, apiWait);
    expect(update).toHaveTextContent('Oleksandr Tkachenko (Administrator)');
    expect(within(update).getByRole('link', { name: 'Dealer No. 12' })).toHaveAttribute('href', '/admin/dealers/12');
    const changes = within(update).getByTestId('audit-changes');
    expect(changes).toHaveTextContent(/Company name:\s*Klimat\s*→\s*changed to\s*Klimat Pro/);
    expect(changes).toHaveTextContent(/Phone:\s*\+380 50 123 45 67\s*→\s*changed to\s*\+380 67 123 45 67/);
    // An unchanged field is not listed.
    expect(changes).not.toHaveTextContent('Region');

    const decision = screen.getByRole('listitem', { name: 'Certification request decided' });
    expect(within(decision).queryByRole('link')).toBeNull();
    expect(decision).toHaveTextContent('Certification request No. 40');
    expect(within(decision).getByTestId('audit-changes')).toHaveTextContent(/Status:\s*Under review\s*→\s*changed to\s*Declined/);
    expect(within(decision).getByTestId('audit-changes')).toHaveTextContent(/Reason:\s*empty\s*→\s*changed to\s*No completed jobs yet/);
    expect(lastQuery()).toEqual({ page: '1', perPage: '50' });
  });

  it('asks the API again with each filter, from page 1', async () => {
    renderWithQueries(<AuditPage />);
    await screen.findByRole('listitem', { name: 'Dealer details changed' }, apiWait);

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Dealer created');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', perPage: '50', action: 'dealer.create' }), apiWait);
    expect(url.get().toString()).toBe('action=dealer.create');

    await userEvent.selectOptions(screen.getByLabelText('Record'), 'Dealer');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', perPage: '50', action: 'dealer.create', subjectType: 'dealer' }), apiWait);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(
      () => expect(lastQuery()).toEqual({ page: '1', perPage: '50', action: 'dealer.create', subjectType: 'dealer', from: '2026-11-01', to: '2026-11-30' }),
      apiWait,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', perPage: '50' }), apiWait);
  });

  it('a link from a company’s page shows only that company’s entries', async () => {
    url.set('/admin/audit?subjectType=dealer&subjectId=12');
    renderWithQueries(<AuditPage />);
    await screen.findByRole('listitem', { name: 'Dealer details changed' }, apiWait);
    expect(lastQuery()).toEqual({ page: '1', perPage: '50', subjectType: 'dealer', subjectId: '12' });
    expect(screen.getByText('Only: Dealer No. 12')).toBeInTheDocument();
  });
});
