import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModelSpecAnswer } from '@/contracts/catalog-models';
import type { ModelSpec } from '@/contracts/commissioning';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import en from '../../../messages/en.json';
import { ModelSpecs } from './model-specs';

const w = en.admin.products.modelSpec;
const MODEL = 'AUR-12HRN1-O';
const SPEC: ModelSpec = {
  refrigerant: 'R32',
  factoryChargeKg: 0.75,
  includedPipeM: 5,
  additionalChargeKgPerM: 0.02,
  minPipeM: 1.5,
  maxPipeM: 20,
  ranges: { evacuationDepth: { max: 67 } },
};
const name = { uk: 'Блок', en: 'Unit', pl: 'Jednostka' };
const blocks = [
  { type: 'indoor' as const, model: 'AUR-12HRN1-I', name },
  { type: 'outdoor' as const, model: MODEL, name },
];

let stored: ModelSpecAnswer;
let sent: unknown[] = [];
const path = `${publicApiUrl}/admin/catalog/models/${MODEL}/spec`;
mockApi(
  http.get(path, () => HttpResponse.json({ data: stored })),
  http.put(path, async ({ request }) => {
    const body = (await request.json()) as ModelSpec;
    sent.push(body);
    stored = { model: MODEL, spec: body, updatedAt: '2026-11-29T12:00:00.000Z' };
    return HttpResponse.json({ data: stored });
  }),
  http.delete(path, () => {
    sent.push('delete');
    stored = { model: MODEL, spec: null, updatedAt: null };
    return HttpResponse.json({ data: { deleted: true } });
  }),
);

beforeEach(() => {
  sent = [];
  browserLayoutApis();
  signInForTest('ADMIN');
});

describe('ModelSpecs (msw)', { timeout: 60_000 }, () => {
  it('offers an outdoor model without data its empty form, and stores what is typed in SI', async () => {
    stored = { model: MODEL, spec: null, updatedAt: null };
    const user = userEvent.setup();
    renderWithQueries(<ModelSpecs blocks={blocks} />);
    // One section, for the outdoor block only.
    const section = await screen.findByRole('region', { name: w.title.replace('{model}', MODEL) }, apiWait);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(await within(section).findByText(w.empty, {}, apiWait)).toBeInTheDocument();

    await user.selectOptions(within(section).getByRole('combobox', { name: w.refrigerant }), 'R32');
    await user.type(within(section).getByLabelText('Factory charge, kg'), '1,3');
    await user.type(within(section).getByLabelText('Pipe length the charge covers, m'), '7.5');
    await user.type(within(section).getByLabelText('Additional charge, g/m'), '20');
    await user.type(within(section).getByLabelText('Shortest pipe length, m'), '3');
    await user.type(within(section).getByLabelText('Longest pipe length, m'), '2');
    const pressure = within(section).getByRole('group', { name: 'Strength test pressure, bar' });
    await user.type(within(pressure).getByLabelText(w.min), '41.5');
    await user.click(within(section).getByRole('button', { name: w.save }));
    // The contract's own rule, said at the field, and nothing sent.
    expect(await within(section).findByText('Invalid value')).toBeInTheDocument();
    expect(within(section).getByLabelText('Longest pipe length, m')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(within(section).getByLabelText('Longest pipe length, m'));
    await user.type(within(section).getByLabelText('Longest pipe length, m'), '30');
    await user.click(within(section).getByRole('button', { name: w.save }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(w.saved), apiWait);
    expect(sent).toEqual([
      {
        refrigerant: 'R32',
        factoryChargeKg: 1.3,
        includedPipeM: 7.5,
        additionalChargeKgPerM: 0.02,
        minPipeM: 3,
        maxPipeM: 30,
        ranges: { pressureTest: { min: 4.15e6 } },
      },
    ]);
    expect(within(section).queryByText(w.empty)).not.toBeInTheDocument();
  });

  it('shows stored data in the reader’s units, keeps values sent back unchanged, and removes the data after a confirmation', async () => {
    stored = { model: MODEL, spec: SPEC, updatedAt: '2026-11-28T10:00:00.000Z' };
    const user = userEvent.setup();
    renderWithQueries(<ModelSpecs blocks={blocks} />);
    const section = await screen.findByRole('region', { name: w.title.replace('{model}', MODEL) }, apiWait);
    const charge = await within(section).findByLabelText('Additional charge, g/m', {}, apiWait);
    expect(charge).toHaveValue('20');
    // An English vacuum gauge reads microns: 67 Pa is about 503.
    expect(within(within(section).getByRole('group', { name: 'Vacuum depth, microns' })).getByLabelText(w.max)).toHaveValue('503');

    await user.clear(within(section).getByLabelText('Factory charge, kg'));
    await user.type(within(section).getByLabelText('Factory charge, kg'), '0.8');
    await user.click(within(section).getByRole('button', { name: w.save }));
    await waitFor(() => expect(sent).toHaveLength(1), apiWait);
    expect(sent[0]).toEqual({ ...SPEC, factoryChargeKg: 0.8 });

    await user.click(within(section).getByRole('button', { name: w.remove }));
    const dialog = await screen.findByRole('dialog', { name: w.removeTitle.replace('{model}', MODEL) });
    await user.click(await within(dialog).findByRole('button', { name: w.remove }, apiWait));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(w.removed), apiWait);
    expect(sent[1]).toBe('delete');
    expect(within(section).getByText(w.empty)).toBeInTheDocument();
    expect(within(section).getByLabelText('Factory charge, kg')).toHaveValue('');
  });
});
