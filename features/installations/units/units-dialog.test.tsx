import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import '@/contracts/validation';
import { publicApiUrl } from '@/lib/env';
import { outboxDb } from '@/lib/offline/outbox-db';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { setOnline } from '@/tests/unit/network';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { testCard } from '@/tests/unit/test-card';
import { UnitsDialog } from './units-dialog';

const api = (path: string) => `${publicApiUrl}${path}`;
const set = {
  id: 9,
  certificationTypeId: 1,
  canAddBlocks: true,
  extendedGuarantee: false,
  extendedGuaranteeApplies: false,
  extendedGuaranteeReason: 'The installer holds no certification of this type.',
  products: [],
};

// Any call the test does not answer fails it: offline, no serial may be looked up and nothing sent.
const server = mockApi();
beforeAll(browserLayoutApis);

describe('the card’s units without a network (msw)', { timeout: 60_000 }, () => {
  it('keeps typed serials unchecked, saves them to the outbox with the card’s version, and looks nothing up', async () => {
    await outboxDb.entries.clear();
    signInForTest('INSTALLER');
    const searched: unknown[] = [];
    server.use(
      http.get(api('/web/installations/9/barcodes'), () => HttpResponse.json({ data: set })),
      http.post(api('/web/installations/search/barcodes'), async ({ request }) => {
        searched.push(await request.json());
        return HttpResponse.json({ data: [] });
      }),
    );
    renderWithQueries(<UnitsDialog open onClose={() => undefined} card={{ ...testCard({ id: 9 }), version: 'v7' }} />);
    expect(await screen.findByLabelText('Serial numbers', {}, apiWait)).toBeInTheDocument();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    const user = userEvent.setup();

    expect(await screen.findByText('No network: the serials are kept on this device and checked by the server when they are sent.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Serial numbers'), 'AUR09HRN1I000123{Enter}');
    expect(screen.getByText('Checked when the network returns')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(async () => expect(await outboxDb.entries.count()).toBe(1), apiWait);
    const [entry] = await outboxDb.entries.toArray();
    expect(entry).toMatchObject({
      kind: 'units',
      method: 'PUT',
      path: '/web/installations/9/barcodes',
      body: { barcodes: ['AUR09HRN1I000123'], extendedGuarantee: false },
      baseVersion: 'v7',
      state: 'waiting',
    });
    expect(searched).toEqual([]);
  });
});
