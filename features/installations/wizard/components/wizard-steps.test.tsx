import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import '@/contracts/validation';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { AddressForm } from './address-step';
import { CommonStep } from './common-step';

const api = (path: string) => `${publicApiUrl}${path}`;
const page = <T,>(data: T[]) => ({ data, currentPage: 1, lastPage: 1, perPage: 5, total: data.length, from: 1, to: data.length, links: [] });
const options = {
  certificationTypes: [
    { id: 1, code: 'RAC', name: 'Residential AC' },
    { id: 2, code: 'HP', name: 'Heat pumps' },
  ],
  workOrderTypes: [
    { value: 'INSTALLATION', name: 'Installation' },
    { value: 'SERVICE', name: 'Service' },
  ],
};
const emptyAddress = { settlementId: null, visicomId: null, region: null, area: null, city: null, street: null, house: null, flat: null, floor: null };
const brovary = {
  id: 'UA32020010010091653',
  visicomId: null,
  kind: 'city',
  region: 'Київська',
  area: 'Броварський',
  city: 'Бровари',
  label: 'Бровари, Броварський р-н, Київська обл.',
};

const server = mockApi();
beforeAll(browserLayoutApis);

describe('installation wizard steps (msw)', { timeout: 60_000 }, () => {
  it('step 1 asks for the name of a client the phone does not find, and shows the API refusal under its field', async () => {
    const lookups: string[] = [];
    let created: unknown;
    server.use(
      http.get(api('/web/installations/certification-types'), () => HttpResponse.json({ data: options })),
      http.get(api('/web/clients/name'), ({ request }) => {
        lookups.push(new URL(request.url).searchParams.get('phone')!);
        return HttpResponse.json({ data: { clientName: null } });
      }),
      http.post(api('/web/installations'), async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ message: 'The given data was invalid.', errors: { clientLastname: ['The last name is too odd'] } }, { status: 422 });
      }),
    );
    const saved: number[] = [];
    renderWithQueries(<CommonStep kind="new" onSaved={(id) => saved.push(id)} />);
    const user = userEvent.setup();

    await screen.findByRole('option', { name: 'Heat pumps' }, apiWait);
    await user.selectOptions(screen.getByLabelText('Work order type'), 'INSTALLATION');
    await user.selectOptions(screen.getByLabelText('Certification type'), '2');
    await user.type(screen.getByLabelText('Client’s phone number'), '671234567');

    expect(await screen.findByText(/No client has this number yet/, {}, apiWait)).toBeInTheDocument();
    expect(lookups).toEqual(['380671234567']);
    const next = screen.getByRole('button', { name: 'Save and continue' });
    // The name is now required: one letter is refused under the field and keeps the button disabled.
    await user.type(screen.getByLabelText('Client’s first name'), 'M');
    expect(await screen.findByText('At least 2 characters')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('Client’s first name'), 'aria');
    await user.type(screen.getByLabelText('Client’s last name'), 'Nowak');
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);

    const lastname = screen.getByLabelText('Client’s last name');
    expect(await screen.findByText('The last name is too odd', {}, apiWait)).toBeInTheDocument();
    expect(lastname).toHaveAttribute('aria-invalid', 'true');
    expect(lastname.getAttribute('aria-describedby')).toBe(screen.getByText('The last name is too odd').id);
    expect(created).toEqual({
      workOrderType: 'INSTALLATION',
      certificationTypeId: 2,
      clientPhone: '380671234567',
      clientName: 'Maria',
      clientLastname: 'Nowak',
    });
    expect(saved).toEqual([]);
  });

  it('the settlement combobox waits for typing to stop, is chosen with the keyboard, and says when nothing matches', async () => {
    const searches: { search: string | null; perPage: string | null }[] = [];
    let body: unknown;
    server.use(
      http.get(api('/addresses'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        searches.push({ search: params.get('search'), perPage: params.get('perPage') });
        return HttpResponse.json({ data: page(params.get('search')!.startsWith('Бро') ? [brovary] : []) });
      }),
      http.put(api('/web/installations/7/address'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { outdoorUnitFastenings: [], outdoorUnitAccesses: [], drainages: [] } });
      }),
    );
    let done = 0;
    renderWithQueries(<AddressForm kind="new" site={{ userId: 2, installationId: 7 }} saved={emptyAddress} onSaved={() => done++} onBack={() => undefined} />);
    const user = userEvent.setup();
    const settlement = screen.getByRole('combobox', { name: 'City or village' });

    await user.type(settlement, 'Zzq');
    expect(await screen.findByText(/Nothing found for/, {}, apiWait)).toHaveTextContent('Nothing found for «Zzq» — try another spelling.');
    // One call for the whole word typed, not one per letter (500 ms debounce), five suggestions asked for.
    expect(searches).toEqual([{ search: 'Zzq', perPage: '5' }]);

    await user.clear(settlement);
    await user.type(settlement, 'Бро');
    const option = await screen.findByRole('option', { name: brovary.label }, apiWait);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(option).not.toBeInTheDocument();
    expect(settlement).toHaveValue(brovary.label);

    await user.type(screen.getByLabelText('Street'), 'Kyivska');
    await user.type(screen.getByLabelText('House'), '12');
    await user.type(screen.getByLabelText('Flat'), '5');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(done).toBe(1), apiWait);
    expect(body).toEqual({ settlementId: brovary.id, visicomId: null, street: 'Kyivska', house: '12', flat: '5', floor: null });
  });

  it('the address step cannot be saved without a settlement chosen from the list', async () => {
    server.use(http.get(api('/addresses'), () => HttpResponse.json({ data: page([brovary]) })));
    renderWithQueries(
      <AddressForm kind="new" site={{ userId: 2, installationId: 7 }} saved={emptyAddress} onSaved={() => undefined} onBack={() => undefined} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Street'), 'Kyivska');
    await user.type(screen.getByLabelText('House'), '12');
    const next = screen.getByRole('button', { name: 'Save and continue' });
    // A settlement typed but not chosen is no settlement.
    await user.type(screen.getByRole('combobox', { name: 'City or village' }), 'Бровари');
    await user.click(screen.getByLabelText('Street'));
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'City or village' }), 'Бро');
    await user.click(await screen.findByRole('option', { name: brovary.label }, apiWait));
    await waitFor(() => expect(next).toBeEnabled());
  });
});
