import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type PathParams } from 'msw';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '@/contracts/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingChanges } from '@/components/offline/pending-changes';
import { testCard } from '@/tests/unit/test-card';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { setOnline } from '@/tests/unit/network';
import { renderWithQueries } from '@/tests/unit/render';
import { signInForTest } from '@/tests/unit/session';
import { sendOrQueue } from './outbox';
import { outboxDb } from './outbox-db';
import { useOutboxNeeded } from './use-outbox-needed';
import { replay } from './replay';

/** What the API stand-in heard, in order. */
type Heard = { method: string; path: string; key: string | null; ifMatch: string | null; body: unknown };
let heard: Heard[] = [];
/** The job's version at the stand-in: a write on the version it holds moves it; another is refused with 412. */
let versions: Record<number, number> = {};
/** One-off answers for the next write of a path: a network failure or a refusal. */
let trouble: Record<string, 'network' | 422> = {};

const write =
  (kind: 'units' | 'commissioning') =>
  async ({ request, params }: { request: Request; params: PathParams }) => {
    const id = Number(params.id);
    const path = new URL(request.url).pathname;
    const entry = {
      method: request.method,
      path,
      key: request.headers.get('idempotency-key'),
      ifMatch: request.headers.get('if-match'),
      body: await request.json(),
    };
    heard.push(entry);
    const problem = trouble[path];
    delete trouble[path];
    if (problem === 'network') return HttpResponse.error();
    if (problem === 422) return HttpResponse.json({ message: 'Bad serial', errors: { barcodes: ['Serial XX-1 is registered elsewhere'] } }, { status: 422 });
    if (entry.ifMatch && entry.ifMatch !== `"v${versions[id]}"`) return HttpResponse.json({ message: 'Changed meanwhile' }, { status: 412 });
    versions[id] = (versions[id] ?? 1) + 1;
    return HttpResponse.json({ data: { kind } }, { headers: { etag: `"v${versions[id]}"` } });
  };

mockApi(
  http.put(`${publicApiUrl}/web/installations/:id/barcodes`, write('units')),
  http.put(`${publicApiUrl}/web/installations/:id/commissioning/:serial`, write('commissioning')),
  http.get(`${publicApiUrl}/web/installations/:id`, ({ params }) =>
    HttpResponse.json({ data: { ...testCard(), id: Number(params.id), version: `v${versions[Number(params.id)]}` } }),
  ),
  http.get(`${publicApiUrl}/web/installations/:id/barcodes`, () =>
    HttpResponse.json({
      data: {
        id: 7,
        certificationTypeId: 1,
        canAddBlocks: true,
        extendedGuarantee: false,
        extendedGuaranteeApplies: null,
        extendedGuaranteeReason: '',
        products: [
          {
            id: 1,
            name: 'Split',
            sku: 'A',
            photo: '',
            barcodes: [{ barcode: 'DEALER-SERIAL-1', product: null, block: null, registeredOn: null, error: null }],
          },
        ],
      },
    }),
  ),
);

const USER = 2;
const units = (job: number, barcodes: string[], baseVersion = 'v1') =>
  ({
    installationId: job,
    kind: 'units',
    method: 'PUT',
    path: `/web/installations/${job}/barcodes`,
    body: { barcodes, extendedGuarantee: false },
    baseVersion,
  }) as const;
const never = () => Promise.reject(new Error('sent directly while it should wait'));
const entries = () => outboxDb.entries.orderBy('seq').toArray();

beforeEach(async () => {
  heard = [];
  versions = { 7: 1, 8: 1 };
  trouble = {};
  await outboxDb.entries.clear();
  signInForTest('INSTALLER');
  setOnline(false);
});

describe('the field outbox (ADR 0055)', () => {
  it('keeps changes made offline and sends them in order, each with its own key, on the version the previous one made', async () => {
    await sendOrQueue(USER, units(7, ['A-1']), never);
    await sendOrQueue(
      USER,
      { ...units(7, ['A-1']), kind: 'commissioning', path: '/web/installations/7/commissioning/A-1', body: { lineLength: { value: 5, unit: 'm' } } },
      never,
    );
    await sendOrQueue(USER, units(7, ['A-1', 'A-2']), never);
    expect((await entries()).map((e) => e.state)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(heard).toEqual([]);

    setOnline(true);
    await replay(USER);
    expect(heard.map((h) => `${h.method} ${h.path} ${h.ifMatch}`)).toEqual([
      'PUT /web/installations/7/barcodes "v1"',
      'PUT /web/installations/7/commissioning/A-1 "v2"',
      'PUT /web/installations/7/barcodes "v3"',
    ]);
    expect(new Set(heard.map((h) => h.key)).size).toBe(3);
    expect(heard[2]!.body).toEqual({ barcodes: ['A-1', 'A-2'], extendedGuarantee: false });
    expect(await entries()).toEqual([]);
  });

  it('sends a change again with the same key after an attempt that got no answer', async () => {
    await sendOrQueue(USER, units(7, ['A-1']), never);
    setOnline(true);
    trouble['/web/installations/7/barcodes'] = 'network';
    await replay(USER);
    expect(await entries()).toHaveLength(1);
    await replay(USER);
    expect(heard).toHaveLength(2);
    expect(heard[1]!.key).toBe(heard[0]!.key);
    expect(await entries()).toEqual([]);
  });

  it('holds a job whose change met a newer version or was refused, and goes on with other jobs', async () => {
    versions[7] = 5; // the dealer changed job 7 meanwhile
    await sendOrQueue(USER, units(7, ['A-1']), never);
    await sendOrQueue(USER, units(7, ['A-1', 'A-2']), never);
    await sendOrQueue(USER, units(8, ['B-1']), never);
    trouble['/web/installations/8/barcodes'] = 422;
    setOnline(true);
    await replay(USER);
    expect(heard.map((h) => h.path)).toEqual(['/web/installations/7/barcodes', '/web/installations/8/barcodes']);
    const [conflict, held, refused] = await entries();
    expect(conflict).toMatchObject({ installationId: 7, state: 'conflict' });
    expect(held).toMatchObject({ installationId: 7, state: 'waiting' });
    expect(refused).toMatchObject({ installationId: 8, state: 'refused', failure: { message: 'Serial XX-1 is registered elsewhere' } });
  });

  it('sends directly when online and nothing of the job waits; a refusal comes back to the form', async () => {
    setOnline(true);
    const sent = await sendOrQueue(USER, units(7, ['A-1']), async (headers) => {
      expect(headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(headers[IF_MATCH_HEADER]).toBe('"v1"');
      return 'answer';
    });
    expect(sent).toEqual({ queued: false, data: 'answer' });
    await expect(sendOrQueue(USER, units(7, ['A-1']), () => Promise.reject(new Error('422')))).rejects.toThrow('422');
    expect(await entries()).toEqual([]);
  });

  it('shows both versions of a conflict and sends mine on the current version when I keep it', async () => {
    browserLayoutApis();
    versions[7] = 4;
    await sendOrQueue(USER, units(7, ['MINE-1', 'MINE-2']), never);
    await sendOrQueue(USER, units(7, ['MINE-1', 'MINE-2', 'MINE-3']), never);
    setOnline(true);
    await replay(USER);
    heard = [];
    renderWithQueries(<PendingChanges userId={USER} installationId={7} onSynced={() => undefined} />);
    expect(await screen.findByText('Needs your choice', {}, apiWait)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Compare and choose' }));
    const dialog = await screen.findByRole('dialog', {}, apiWait);
    expect(await within(dialog).findByText('MINE-2', {}, apiWait)).toBeInTheDocument();
    expect(await within(dialog).findByText('DEALER-SERIAL-1', {}, apiWait)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    // The later change made on the same old version follows on the version the first one made.
    await waitFor(() => expect(heard.map((h) => h.ifMatch)).toEqual(['"v4"', '"v5"']), apiWait);
    await waitFor(async () => expect(await entries()).toEqual([]), apiWait);
  });

  it('tells a page without the outbox whether a change waits on this device, without loading Dexie', async () => {
    // A page that never loaded the outbox's code (a fresh set of modules: no outbox-db.ts).
    const fresh = async () => {
      vi.resetModules();
      return { probe: await import('./outbox-probe'), hook: await import('./use-outbox-needed') };
    };
    let page = await fresh();
    expect(await page.probe.outboxHasEntries()).toBe(false);
    const nothing = renderHook(() => page.hook.useOutboxNeeded(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(nothing.result.current).toBe(false);

    await sendOrQueue(USER, units(7, ['A-1']), never);
    page = await fresh();
    expect(await page.probe.outboxHasEntries()).toBe(true);
    const waiting = renderHook(() => page.hook.useOutboxNeeded(true));
    await waitFor(() => expect(waiting.result.current).toBe(true), apiWait);
  });

  it('loads the bar on a page that loads the outbox (so that its script is at hand offline), even with nothing waiting', async () => {
    const { result } = renderHook(() => useOutboxNeeded(true));
    await waitFor(() => expect(result.current).toBe(true), apiWait);
  });
});
