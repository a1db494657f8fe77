import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDealer } from '@/contracts/admin';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { DealerCreateDialog } from './dealer-create-dialog';

const push = vi.hoisted(() => vi.fn());
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push }) }));

const created: AdminDealer = {
  id: 77,
  companyName: 'Klimat Nova LLC',
  dealerCode: '32855961',
  region: { id: 7, name: 'Kyiv region' },
  installersCount: 0,
  invited: true,
  deactivatedAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  phone: null,
  email: null,
  address: null,
  people: [{ id: 77, name: 'Iryna', lastname: 'Bondar', phone: '380671234567', role: 'DEALER', invited: true }],
};

/** The bodies POST /admin/dealers got; the first code is taken, as the API says in a 422. */
let sent: Record<string, unknown>[] = [];
mockApi(
  http.get(`${publicApiUrl}/admin/regions`, () => HttpResponse.json({ data: [{ id: 7, name: 'Kyiv region' }] })),
  http.post(`${publicApiUrl}/admin/dealers`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    if (body.dealerCode === '38050000') {
      return HttpResponse.json(
        {
          message: 'This code already belongs to a dealer',
          errors: { dealerCode: ['This code already belongs to a dealer'], 'owner.phone': ['This phone number already has an account'] },
        },
        { status: 422 },
      );
    }
    return HttpResponse.json({ data: created }, { status: 201 });
  }),
);

beforeEach(() => {
  sent = [];
  push.mockClear();
  browserLayoutApis();
  signInForTest('ADMIN');
});

const user = () => userEvent.setup();

describe('DealerCreateDialog (msw)', { timeout: 60_000 }, () => {
  it('shows the API’s 422 under each field it names, and opens the new company’s page once created', async () => {
    renderWithQueries(<DealerCreateDialog open onClose={vi.fn()} />);
    const submit = await screen.findByRole('button', { name: 'Create and invite' }, apiWait);
    const code = screen.getByLabelText('Code (EDRPOU or tax number)');
    const ownerPhone = screen.getByLabelText('Owner’s mobile phone');
    await user().type(screen.getByLabelText('Company name'), 'Klimat Nova LLC');
    await user().type(code, '38050000');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kyiv region' })).toBeInTheDocument(), apiWait);
    await user().selectOptions(screen.getByLabelText('Region (optional)'), '7');
    await user().type(screen.getByLabelText('Owner’s first name'), 'Iryna');
    await user().type(screen.getByLabelText('Owner’s last name'), 'Bondar');
    await user().type(ownerPhone, '671234567');
    await user().click(submit);

    await waitFor(() => expect(code).toHaveAccessibleDescription('This code already belongs to a dealer'), apiWait);
    expect(ownerPhone).toHaveAccessibleDescription('This phone number already has an account');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      {
        companyName: 'Klimat Nova LLC',
        dealerCode: '38050000',
        regionId: 7,
        address: null,
        phone: null,
        email: null,
        owner: { name: 'Iryna', lastname: 'Bondar', phone: '380671234567' },
      },
    ]);
    expect(push).not.toHaveBeenCalled();

    // Another code and the owner's other number: created, the company's page opens.
    await user().clear(code);
    await user().type(code, '32855961');
    await user().clear(ownerPhone);
    await user().type(ownerPhone, '671234568');
    expect(code).not.toHaveAccessibleDescription('This code already belongs to a dealer');
    await user().click(submit);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/dealers/77'), apiWait);
    expect(sent[1]).toMatchObject({ dealerCode: '32855961', owner: { phone: '380671234568' } });
  });

  it('checks the code’s check digit before sending anything', async () => {
    renderWithQueries(<DealerCreateDialog open onClose={vi.fn()} />);
    const submit = await screen.findByRole('button', { name: 'Create and invite' }, apiWait);
    const code = screen.getByLabelText('Code (EDRPOU or tax number)');
    await user().type(code, '38050001');
    await user().click(submit);
    await waitFor(() => expect(code).toHaveAccessibleDescription('No such code exists: check the digits'));
    expect(sent).toEqual([]);
  });
});
