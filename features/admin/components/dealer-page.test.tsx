import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDealer } from '@/contracts/admin';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { DealerPage } from './dealer-page';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const dealer = (): AdminDealer => ({
  id: 12,
  companyName: 'Klimat Pro LLC',
  dealerCode: '38050000',
  region: { id: 3, name: 'Kyiv' },
  installersCount: 3,
  invited: false,
  deactivatedAt: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  phone: '380441234567',
  email: 'office@klimat.example',
  address: 'Kyiv, Khreshchatyk 1',
  people: [
    { id: 12, name: 'Iryna', lastname: 'Bondar', phone: '380500000003', role: 'DEALER', invited: false },
    { id: 31, name: 'Petro', lastname: 'Melnyk', phone: '380671234567', role: 'DEALER_DEPUTY', invited: true },
  ],
});

let current = dealer();
let patches: unknown[] = [];
mockApi(
  http.get(`${publicApiUrl}/admin/dealers/12`, () => HttpResponse.json({ data: current })),
  http.patch(`${publicApiUrl}/admin/dealers/12`, async ({ request }) => {
    const body = (await request.json()) as { companyName?: string; active?: boolean };
    patches.push(body);
    current = {
      ...current,
      ...(body.companyName ? { companyName: body.companyName } : {}),
      ...(body.active === false ? { deactivatedAt: '2026-11-27T10:00:00.000Z' } : {}),
    };
    return HttpResponse.json({ data: current });
  }),
  // The list of regions fails to load: the form keeps the company's own and does without the rest.
  http.get(`${publicApiUrl}/admin/regions`, () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })),
  http.post(`${publicApiUrl}/admin/dealers/12/people/31/invitation`, () =>
    HttpResponse.json({ message: 'Too many attempts. Try again in 60 s' }, { status: 429, headers: { 'Retry-After': '60' } }),
  ),
);

beforeEach(() => {
  current = dealer();
  patches = [];
  browserLayoutApis();
  signInForTest('ADMIN');
});

const user = () => userEvent.setup();

describe('DealerPage (msw)', { timeout: 60_000 }, () => {
  it('saves only the changed fields, and keeps the region it has when the list of regions cannot be had', async () => {
    renderWithQueries(<DealerPage id={12} />);
    await screen.findByRole('heading', { level: 1, name: 'Klimat Pro LLC' }, apiWait);
    const region = screen.getByLabelText('Region (optional)');
    await waitFor(() => expect(region).toHaveAccessibleDescription(/could not be loaded/), apiWait);
    expect(region).toHaveValue('3');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    const name = screen.getByLabelText('Company name');
    await user().clear(name);
    await user().type(name, 'Klimat Pro Plus LLC');
    await user().click(save);
    await waitFor(() => expect(screen.getByText('Changes saved')).toBeInTheDocument(), apiWait);
    expect(patches).toEqual([{ companyName: 'Klimat Pro Plus LLC' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Klimat Pro Plus LLC' })).toBeInTheDocument();
  });

  it('deactivates after a confirmation that says its installers are told', async () => {
    renderWithQueries(<DealerPage id={12} />);
    await user().click(await screen.findByRole('button', { name: 'Deactivate' }, apiWait));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Klimat Pro LLC?' }, apiWait);
    const confirm = await within(dialog).findByRole('button', { name: 'Deactivate' }, apiWait);
    expect(dialog).toHaveTextContent('Its 3 installers keep their history and are notified.');
    await user().click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), apiWait);
    expect(patches).toEqual([{ active: false }]);
    expect(screen.getByText(/^Deactivated on .+: the company cannot be found by its code\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('offers the invitation again only to the invited, and says plainly when the SMS throttle refuses it', async () => {
    renderWithQueries(<DealerPage id={12} />);
    const owner = await screen.findByRole('listitem', { name: 'Iryna Bondar' }, apiWait);
    expect(owner).toHaveTextContent('Owner · +380 50 000 00 03');
    expect(within(owner).queryByRole('button')).toBeNull();
    const deputy = screen.getByRole('listitem', { name: 'Petro Melnyk' });
    expect(deputy).toHaveTextContent('Invited');
    await user().click(within(deputy).getByRole('button', { name: 'Send the invitation again' }));
    expect(await within(deputy).findByRole('alert', {}, apiWait)).toHaveTextContent('Too many attempts. Try again in 60 s');
  });
});
