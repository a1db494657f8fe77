import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import '@/contracts/validation';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { BarcodesStep } from './barcodes-step';

const api = (path: string) => `${publicApiUrl}${path}`;
const product = { id: 3, name: 'Aurora 09 Inverter', photo: '/p.jpg', sku: 'AUR-09' };
const emptySet = {
  id: 9,
  certificationTypeId: 1,
  canAddBlocks: true,
  extendedGuarantee: false,
  extendedGuaranteeApplies: null,
  extendedGuaranteeReason: 'The extended guarantee is decided once the installer is chosen.',
  products: [],
};

const server = mockApi();
beforeAll(browserLayoutApis);

describe('the barcodes step (msw)', { timeout: 60_000 }, () => {
  it('checks pasted serials in one call, shows each product or refusal, and saves only when none is refused', async () => {
    const searched: unknown[] = [];
    let saved: unknown;
    server.use(
      http.get(api('/web/installations/9/barcodes'), () => HttpResponse.json({ data: emptySet })),
      http.post(api('/web/installations/search/barcodes'), async ({ request }) => {
        const body = (await request.json()) as { barcodes: string[] };
        searched.push(body);
        return HttpResponse.json({
          data: body.barcodes.map((barcode) =>
            barcode === 'AUR09HRN1I000777'
              ? { barcode, product: null, block: null, registeredOn: null, error: 'Serial AUR09HRN1I000777 is already registered' }
              : { barcode, product, block: { id: 1, type: 'indoor', model: 'AUR-09HRN1-I' }, registeredOn: null, error: null },
          ),
        });
      }),
      http.put(api('/web/installations/completed/9/barcodes'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ data: emptySet });
      }),
    );
    let done = 0;
    renderWithQueries(<BarcodesStep site={{ userId: 2, installationId: 9 }} onSaved={() => done++} onBack={() => undefined} />);
    const user = userEvent.setup();

    expect(await screen.findByText(emptySet.extendedGuaranteeReason, {}, apiWait)).toBeInTheDocument();
    const serials = screen.getByLabelText('Serial numbers');
    await user.click(serials);
    await user.paste('aur-09hrn1-i 000123\nAUR09HRN1I000777\naur09hrn1i000123');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    // One lookup for the pasted lines, normalised and without the repeat.
    await waitFor(() => expect(searched).toEqual([{ barcodes: ['AUR09HRN1I000123', 'AUR09HRN1I000777'], installationId: 9 }]), apiWait);
    expect(await screen.findByText('Serial AUR09HRN1I000777 is already registered', {}, apiWait)).toBeInTheDocument();
    expect(screen.getByText(/Aurora 09 Inverter · indoor block AUR-09HRN1-I/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 serial number cannot be registered');
    const next = screen.getByRole('button', { name: 'Save and continue' });
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove AUR09HRN1I000777' }));
    await user.click(screen.getByRole('checkbox', { name: 'Extended guarantee' }));
    await user.click(next);
    await waitFor(() => expect(done).toBe(1), apiWait);
    expect(saved).toEqual({ barcodes: ['AUR09HRN1I000123'], extendedGuarantee: true });
  });

  it('the extended guarantee cannot be ticked when the installer’s certification does not give it, and the reason says why', async () => {
    const refused = {
      ...emptySet,
      extendedGuaranteeApplies: false,
      extendedGuaranteeReason: 'No extended guarantee: the installer has no “RAC” certification.',
    };
    server.use(http.get(api('/web/installations/9/barcodes'), () => HttpResponse.json({ data: refused })));
    renderWithQueries(<BarcodesStep site={{ userId: 2, installationId: 9 }} onSaved={() => undefined} onBack={() => undefined} />);
    expect(await screen.findByText(refused.extendedGuaranteeReason, {}, apiWait)).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Extended guarantee' });
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(refused.extendedGuaranteeReason);
  });
});
