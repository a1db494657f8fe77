import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { outboxDb } from '@/lib/offline/outbox-db';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { setOnline } from '@/tests/unit/network';
import { renderWithQueries } from '@/tests/unit/render';
import { testCard } from '@/tests/unit/test-card';
import { PerformDialog } from './perform-dialog';
import { signInForTest } from '@/tests/unit/session';

const works = [
  { id: 'FILTERS_CLEANED', name: 'Filters cleaned', unit: null },
  { id: 'REFRIGERANT_PRESSURE_CHECKED', name: 'Refrigerant pressure checked', unit: 'bar' },
];
let performed: unknown[] = [];
const server = mockApi();

beforeEach(() => {
  performed = [];
  browserLayoutApis();
  signInForTest('INSTALLER');
  server.use(
    http.get(`${publicApiUrl}/web/installations/preventions/works`, () => HttpResponse.json({ data: works })),
    http.post(`${publicApiUrl}/web/installations/preventions/31/codes/send`, () => HttpResponse.json({ data: { codeSent: true } })),
    http.post(`${publicApiUrl}/web/installations/preventions/31`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      performed.push(body);
      if (body.code !== '4321') return HttpResponse.json({ message: 'Wrong code', errors: { code: ['The code is wrong.'] } }, { status: 422 });
      return HttpResponse.json({ data: testCard({ code: 'COMPLETED', prevention: null }) });
    }),
  );
});

const card = testCard({
  code: 'PREVENTION',
  canPerformPrevention: true,
  prevention: { id: 31, plannedDate: '2030-01-10', plannedTime: '09:00', comment: null, report: null },
});

describe('performing a visit (msw)', { timeout: 60_000 }, () => {
  it('waits for a ticked work and its measured value, then sends works and the client’s code; a wrong code is said under the boxes', async () => {
    const user = userEvent.setup();
    const reload = vi.fn(async () => {});
    const onClose = vi.fn();
    renderWithQueries(<PerformDialog open onClose={onClose} card={card} reload={reload} />);
    const send = await screen.findByRole('button', { name: 'Send the code to the client' }, apiWait);
    await screen.findByRole('checkbox', { name: 'Filters cleaned' }, apiWait);
    expect(send).toBeDisabled();
    // The client's phone reads as the phone input writes it.
    expect(screen.getByText(/the client Olena Shevchenko \(\+380 50 000 00 01\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Filters cleaned' }));
    expect(send).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Refrigerant pressure checked' }));
    expect(send).toBeDisabled();
    expect(screen.getByText('Enter the measured value of each ticked work that asks for one.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Measured value: Refrigerant pressure checked' }), '8,4');
    await user.click(send);

    const code = () => screen.getByRole('group', { name: 'Client’s confirmation code' });
    await waitFor(code, apiWait);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('1111');
    // A refused code starts the boxes over (a new group), with why under them.
    await waitFor(() => expect(code()).toHaveAccessibleDescription('The code is wrong.'), apiWait);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('4321');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), apiWait);
    expect(reload).toHaveBeenCalled();
    expect(performed.at(-1)).toEqual({
      works: [
        { id: 'FILTERS_CLEANED', value: null },
        { id: 'REFRIGERANT_PRESSURE_CHECKED', value: 8.4 },
      ],
      photos: [],
      code: '4321',
    });
  });

  it('sends the code only once the photos have uploaded, and sends their paths with the works', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const path = 'temp/00000000-0000-4000-8000-000000000007';
    server.use(
      http.post(`${publicApiUrl}/temp-files`, async () => {
        await held;
        return HttpResponse.json({ data: { path, receivedBytes: 2000, totalBytes: 2000, complete: true, category: 'photo' } }, { status: 201 });
      }),
    );
    renderWithQueries(<PerformDialog open onClose={vi.fn()} card={card} reload={vi.fn(async () => {})} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Filters cleaned' }, apiWait));
    const send = screen.getByRole('button', { name: 'Send the code to the client' });
    expect(send).toBeEnabled();
    await user.upload(screen.getByLabelText('Photos of the maintenance visit'), new File([new Uint8Array(2000)], 'coil.png', { type: 'image/png' }));
    await waitFor(() => expect(send).toBeDisabled(), apiWait);
    expect(screen.getByRole('status')).toHaveTextContent('Wait until every file has uploaded');
    release();
    await waitFor(() => expect(send).toBeEnabled(), apiWait);
    await user.click(send);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }, apiWait));
    await user.keyboard('4321');
    await waitFor(() => expect(performed.at(-1)).toEqual({ works: [{ id: 'FILTERS_CLEANED', value: null }], photos: [path], code: '4321' }), apiWait);
  });

  it('saves the visit without the code, and confirms a saved visit with the code alone', async () => {
    const user = userEvent.setup();
    const reports: unknown[] = [];
    server.use(
      http.put(`${publicApiUrl}/web/installations/preventions/31/report`, async ({ request }) => {
        reports.push(await request.json());
        return HttpResponse.json({ data: card });
      }),
    );
    const onClose = vi.fn();
    const reload = vi.fn(async () => {});
    const { unmount } = renderWithQueries(<PerformDialog open onClose={onClose} card={card} reload={reload} />);
    const save = await screen.findByRole('button', { name: 'Save the visit' }, apiWait);
    expect(save).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Filters cleaned' }, apiWait));
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), apiWait);
    expect(reload).toHaveBeenCalled();
    expect(reports).toEqual([{ works: [{ id: 'FILTERS_CLEANED', value: null }], photos: [] }]);
    unmount();

    const savedCard = testCard({
      ...card,
      prevention: {
        ...card.prevention!,
        report: { works: [{ id: 'FILTERS_CLEANED', name: 'Filters cleaned', unit: null, value: null }], photos: [], savedAt: '2030-01-10T09:30:00.000Z' },
      },
    });
    renderWithQueries(<PerformDialog open onClose={vi.fn()} card={savedCard} reload={vi.fn(async () => {})} />);
    expect(await screen.findByText(/Visit saved: 1 work, no photos/, undefined, apiWait)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm with the client’s code' }));
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 4' }, apiWait));
    await user.keyboard('4321');
    await waitFor(() => expect(performed.at(-1)).toEqual({ photos: [], code: '4321' }), apiWait);
  });

  it('without a network keeps the visit with photos taken on the device in the outbox, to be saved when the network returns', async () => {
    await outboxDb.entries.clear();
    setOnline(false);
    const user = userEvent.setup();
    const onClose = vi.fn();
    const reload = vi.fn(async () => {});
    // The works list read earlier (the worker's copy, or memory) answers; nothing else may be called.
    renderWithQueries(<PerformDialog open onClose={onClose} card={{ ...card, version: '12' }} reload={reload} />);
    expect(await screen.findByText(/No network: the visit is kept on this device/, {}, apiWait)).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Filters cleaned' }, apiWait));
    await user.upload(screen.getByLabelText('Take or choose photos'), new File([new Uint8Array([137, 80, 78, 71])], 'filter.png', { type: 'image/png' }));
    expect(screen.getByText('1 photo chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the visit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), apiWait);
    expect(reload).not.toHaveBeenCalled();
    const [entry] = await outboxDb.entries.toArray();
    expect(entry).toMatchObject({
      kind: 'visit',
      installationId: card.id,
      method: 'PUT',
      path: '/web/installations/preventions/31/report',
      body: { works: [{ id: 'FILTERS_CLEANED', value: null }], photos: [] },
      baseVersion: '12',
      state: 'waiting',
    });
    expect(entry!.files!.map((file) => file.name)).toEqual(['filter.png']);
  });
});
