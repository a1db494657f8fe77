import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { InstallerApplyDialog } from './installer-apply-dialog';
import { signInForTest } from '@/tests/unit/session';

const options = {
  certificationTypes: [{ id: 1, code: 'RAC', name: 'Residential air conditioners' }],
  regions: [{ id: 7, name: 'Kyiv region' }],
  request: null,
};
let lookups: string[] = [];
let sent: unknown[] = [];

const server = mockApi(
  http.get(`${publicApiUrl}/web/installer-requests/create`, () => HttpResponse.json({ data: options })),
  http.get(`${publicApiUrl}/web/dealers`, ({ request }) => {
    const code = new URL(request.url).searchParams.get('dealerCode')!;
    lookups.push(code);
    if (code === '32855961' || code === '3285596100') return HttpResponse.json({ data: { dealerName: 'Klimat Service LLC' } });
    return HttpResponse.json({ message: 'Check the fields', errors: { dealerCode: ['No dealer has this code'] } }, { status: 422 });
  }),
);

beforeEach(() => {
  lookups = [];
  sent = [];
  browserLayoutApis();
  signInForTest();
});

const open = () => {
  const onSent = vi.fn();
  renderWithQueries(<InstallerApplyDialog open onClose={vi.fn()} onSent={onSent} />);
  return onSent;
};

describe('InstallerApplyDialog (msw)', { timeout: 60_000 }, () => {
  it('enables the button only when identifier (8+), supplier, region and type are all filled', async () => {
    open();
    const submit = await screen.findByRole('button', { name: 'Send the request' }, apiWait);
    const code = screen.getByLabelText('Dealer code');
    const supplier = screen.getByLabelText('Supplier');
    const region = screen.getByLabelText('Region');
    const type = screen.getByLabelText('Certification type');
    await waitFor(() => expect(region).toBeEnabled(), apiWait);
    expect(submit).toBeDisabled();

    await userEvent.type(supplier, 'Climate Supply');
    await userEvent.selectOptions(region, '7');
    await userEvent.selectOptions(type, '1');
    expect(submit).toBeDisabled();
    await userEvent.type(code, '1234567');
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(code, '8');
    expect(submit).toBeEnabled();

    // Each of the four, emptied, disables it again.
    await userEvent.clear(supplier);
    expect(submit).toBeDisabled();
    await userEvent.type(supplier, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(supplier, 'x');
    expect(submit).toBeEnabled();
    await userEvent.selectOptions(region, '');
    expect(submit).toBeDisabled();
    await userEvent.selectOptions(region, '7');
    await userEvent.selectOptions(type, '');
    expect(submit).toBeDisabled();
  });

  it('looks the dealer up at exactly 8 and 10 characters only and shows its name; a refusal shows under the identifier', async () => {
    open();
    const code = await screen.findByLabelText('Dealer code', {}, apiWait);
    await userEvent.type(code, '3285596');
    expect(lookups).toEqual([]);
    await userEvent.type(code, '1');
    expect(await screen.findByText('Dealer: Klimat Service LLC', {}, apiWait)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription('Dealer: Klimat Service LLC');
    await userEvent.type(code, '0');
    // 9 characters: no lookup.
    expect(lookups).toEqual(['32855961']);
    await userEvent.type(code, '0');
    await waitFor(() => expect(lookups).toEqual(['32855961', '3285596100']), apiWait);

    await userEvent.clear(code);
    await userEvent.type(code, '11111111');
    expect(await screen.findByText('No dealer has this code', {}, apiWait)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the request and puts the refusal of the identifier and the supplier under them', async () => {
    server.use(
      http.post(`${publicApiUrl}/web/installer-requests`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'Check the fields', errors: { dealerCode: ['You already have a request to this dealer'], name: ['The supplier is too long'] } },
          { status: 422 },
        );
      }),
    );
    const onSent = open();
    const code = await screen.findByLabelText('Dealer code', {}, apiWait);
    await waitFor(() => expect(screen.getByLabelText('Region')).toBeEnabled(), apiWait);
    await userEvent.type(code, '32855961');
    await userEvent.type(screen.getByLabelText('Supplier'), ' Climate Supply ');
    await userEvent.selectOptions(screen.getByLabelText('Region'), '7');
    await userEvent.selectOptions(screen.getByLabelText('Certification type'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('You already have a request to this dealer', {}, apiWait)).toBeInTheDocument();
    expect(screen.getByLabelText('Supplier')).toHaveAccessibleDescription('The supplier is too long');
    expect(sent).toEqual([{ dealerCode: '32855961', name: 'Climate Supply', regionId: 7, certificationTypeId: 1 }]);
    expect(onSent).not.toHaveBeenCalled();

    server.use(
      http.post(`${publicApiUrl}/web/installer-requests`, () =>
        HttpResponse.json(
          {
            data: {
              id: 3,
              kind: 'INSTALLER',
              status: 'SENT',
              dealerName: 'Klimat Service LLC',
              dealerCode: '32855961',
              comment: null,
              reason: null,
              createdAt: '2026-11-25T10:00:00Z',
              decidedAt: null,
            },
          },
          { status: 201 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled(), apiWait);
  });
});
