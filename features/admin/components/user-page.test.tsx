import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDealerListItem, AdminUser } from '@/contracts/admin';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { UserPage } from './user-page';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const installer = (): AdminUser => ({
  id: 40,
  name: 'Taras',
  lastname: 'Koval',
  phone: '380671234567',
  email: 'taras@example.com',
  role: 'INSTALLER',
  dealer: { id: 12, companyName: 'Klimat Pro LLC' },
  invited: false,
  blockedAt: null,
  blockReason: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  installationsCount: 7,
  certifications: [{ type: 'Air conditioners', level: 'Pro', status: 'ACTIVE', expiresAt: '2027-03-01T00:00:00.000Z' }],
  sessions: { live: 2, lastUsedAt: '2026-11-26T15:30:00.000Z' },
  dealerRequests: [{ id: 3, kind: 'INSTALLER', status: 'ACCEPTED', dealerName: 'Klimat Pro LLC', createdAt: '2026-10-02T09:00:00.000Z' }],
});

const companies: AdminDealerListItem[] = [
  {
    id: 15,
    companyName: 'Zakhid Klima LLC',
    dealerCode: '32855961',
    region: null,
    installersCount: 0,
    invited: false,
    deactivatedAt: null,
    createdAt: '2026-10-01T10:00:00.000Z',
  },
];

let current = installer();
/** The bodies of PUT …/role and POST …/block, in order. */
let roleBodies: unknown[] = [];
let blockBodies: unknown[] = [];
/** The query of each search of companies. */
let searched: URLSearchParams[] = [];
mockApi(
  http.get(`${publicApiUrl}/admin/users/40`, () => HttpResponse.json({ data: current })),
  http.put(`${publicApiUrl}/admin/users/40/role`, async ({ request }) => {
    const body = (await request.json()) as { role: AdminUser['role']; dealerId?: number | null };
    roleBodies.push(body);
    if (body.role === 'PROJECTOR') return HttpResponse.json({ message: 'You cannot change your own role' }, { status: 409 });
    const dealer = body.dealerId ? { id: body.dealerId, companyName: companies.find((c) => c.id === body.dealerId)!.companyName } : null;
    current = { ...current, role: body.role, dealer };
    return HttpResponse.json({ data: current });
  }),
  http.post(`${publicApiUrl}/admin/users/40/block`, async ({ request }) => {
    const body = (await request.json()) as { reason: string };
    blockBodies.push(body);
    current = { ...current, blockedAt: '2026-11-27T10:00:00.000Z', blockReason: body.reason, sessions: { ...current.sessions, live: 0 } };
    return HttpResponse.json({ data: current });
  }),
  http.get(`${publicApiUrl}/admin/dealers`, ({ request }) => {
    searched.push(new URL(request.url).searchParams);
    const data = companies;
    return HttpResponse.json({ data: { data, currentPage: 1, lastPage: 1, perPage: 20, total: data.length, from: 1, to: data.length, links: [] } });
  }),
);

beforeEach(() => {
  current = installer();
  roleBodies = [];
  blockBodies = [];
  searched = [];
  browserLayoutApis();
  signInForTest('ADMIN');
});

const user = () => userEvent.setup();

describe('UserPage (msw)', { timeout: 60_000 }, () => {
  it('shows the person, their company, devices, certifications and requests, and links to their history', async () => {
    renderWithQueries(<UserPage id={40} />);
    await screen.findByRole('heading', { level: 1, name: 'Taras Koval' }, apiWait);
    const details = screen.getByRole('region', { name: 'Person' });
    expect(details).toHaveTextContent('+380 67 123 45 67');
    expect(details).toHaveTextContent('Role:Installer');
    expect(within(details).getByRole('link', { name: 'Klimat Pro LLC' })).toHaveAttribute('href', '/admin/dealers/12');
    expect(details).toHaveTextContent('Installations:7');
    expect(details).toHaveTextContent(/Signed-in devices:2 devices, last active Nov 26, 2026/);
    expect(screen.getByRole('region', { name: 'Certifications' })).toHaveTextContent(/Air conditioners · Pro\s*Active\s*valid until Mar 1, 2027/);
    expect(screen.getByRole('region', { name: 'Requests to dealers' })).toHaveTextContent(/Klimat Pro LLC\s*To become an installer\s*Accepted/);
    expect(screen.getByText('Not blocked: can sign in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Their history in the audit log' })).toHaveAttribute('href', '/admin/audit?subjectType=user&subjectId=40');
  });

  it('sends a company with a dealer’s person’s role only, and none with a client’s', async () => {
    renderWithQueries(<UserPage id={40} />);
    await user().click(await screen.findByRole('button', { name: 'Change the role' }, apiWait));
    let dialog = await screen.findByRole('dialog', { name: 'Change the role of Taras Koval' }, apiWait);
    expect(await within(dialog).findByText(/signed out on every device and signs in again with the new role/, {}, apiWait)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Change the role' });
    // The person's own role and company: nothing to change yet.
    expect(submit).toBeDisabled();
    await user().selectOptions(within(dialog).getByLabelText('New role'), 'Client');
    expect(within(dialog).queryByLabelText('Company')).toBeNull();
    await user().click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), apiWait);
    expect(roleBodies).toEqual([{ role: 'USER' }]);
    expect(screen.getByRole('region', { name: 'Person' })).toHaveTextContent('Role:Client');

    await user().click(screen.getByRole('button', { name: 'Change the role' }));
    dialog = await screen.findByRole('dialog', { name: 'Change the role of Taras Koval' }, apiWait);
    await user().selectOptions(await within(dialog).findByLabelText('New role', {}, apiWait), "Dealer's deputy");
    const company = within(dialog).getByLabelText('Company');
    // A deputy belongs to a company: none chosen, nothing is sent.
    expect(within(dialog).getByRole('button', { name: 'Change the role' })).toBeDisabled();
    await user().type(within(dialog).getByLabelText('Find the company'), 'Zakhid');
    await waitFor(() => expect(searched.at(-1)?.get('search')).toBe('Zakhid'), apiWait);
    expect(searched.at(-1)?.get('state')).toBe('active');
    await user().selectOptions(company, 'Zakhid Klima LLC (32855961)');
    await user().click(within(dialog).getByRole('button', { name: 'Change the role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), apiWait);
    expect(roleBodies.at(-1)).toEqual({ role: 'DEALER_DEPUTY', dealerId: 15 });
  });

  it('says the API’s refusal of a new role in the dialog', async () => {
    renderWithQueries(<UserPage id={40} />);
    await user().click(await screen.findByRole('button', { name: 'Change the role' }, apiWait));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Taras Koval' }, apiWait);
    await user().selectOptions(await within(dialog).findByLabelText('New role', {}, apiWait), 'Designer');
    await user().click(within(dialog).getByRole('button', { name: 'Change the role' }));
    expect(await within(dialog).findByRole('alert', {}, apiWait)).toHaveTextContent('You cannot change your own role');
    expect(roleBodies).toEqual([{ role: 'PROJECTOR' }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('blocks only with a reason, sends it, and shows the person blocked', async () => {
    renderWithQueries(<UserPage id={40} />);
    await user().click(await screen.findByRole('button', { name: 'Block' }, apiWait));
    const dialog = await screen.findByRole('dialog', { name: 'Block Taras Koval?' }, apiWait);
    expect(await within(dialog).findByText(/Every session and device of the person is signed out at once/, {}, apiWait)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Reason (kept in the audit log)');
    const submit = within(dialog).getByRole('button', { name: 'Block' });
    expect(submit).toBeDisabled();
    await user().type(reason, '   ');
    expect(submit).toBeDisabled();
    await user().clear(reason);
    await user().type(reason, 'Sold fake warranty certificates');
    await user().click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), apiWait);
    expect(blockBodies).toEqual([{ reason: 'Sold fake warranty certificates' }]);
    expect(screen.getByText(/^Blocked on .+: signing in is refused\.$/)).toBeInTheDocument();
    expect(screen.getByText('Sold fake warranty certificates')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Person' })).toHaveTextContent('Blocked');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });
});
