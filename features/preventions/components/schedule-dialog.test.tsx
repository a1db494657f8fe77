import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { apiWait, browserLayoutApis, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { testCard } from '@/tests/unit/test-card';
import { PreventionActions } from './prevention-actions';
import { signInForTest } from '@/tests/unit/session';

const shown = (days: number) => format(addDays(new Date(), days), 'dd.MM.yyyy');
const stored = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const prevention = (days: number) => ({
  id: 31,
  installationId: 12,
  status: 'PLANNED',
  plannedDate: stored(days),
  plannedTime: '10:30',
  comment: 'Ring twice',
  dueDate: stored(days),
  performedAt: null,
  postponements: [],
  works: [],
  photos: [],
  address: 'Kyiv',
  client: { id: 7, fullName: 'Olena Shevchenko', phone: '380500000001' },
  installer: null,
  canBePostponed: true,
  canBePerformed: true,
  report: null,
});

let sent: { method: string; body: unknown }[] = [];
const server = mockApi();

beforeEach(() => {
  sent = [];
  browserLayoutApis();
  signInForTest('INSTALLER');
  server.use(
    http.post(`${publicApiUrl}/web/installations/preventions`, async ({ request }) => {
      sent.push({ method: 'POST', body: await request.json() });
      return HttpResponse.json({ data: prevention(3) }, { status: 201 });
    }),
    http.put(`${publicApiUrl}/web/installations/preventions/31/prevention`, async ({ request }) => {
      sent.push({ method: 'PUT', body: await request.json() });
      return HttpResponse.json({ data: prevention(5) });
    }),
  );
});

const user = () => userEvent.setup();

describe('the prevention dialog (msw)', { timeout: 60_000 }, () => {
  it('plans a visit: Done waits for a date, refuses a past one with a message that clears, and sends yyyy-MM-dd with the 09:00 default', async () => {
    const reload = vi.fn(async () => {});
    renderWithQueries(<PreventionActions card={testCard({ canAddPrevention: true })} reload={reload} />);
    await user().click(screen.getByRole('button', { name: 'Plan a maintenance visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan a maintenance visit' }, apiWait);
    const date = await screen.findByRole('textbox', { name: 'Date' }, apiWait);
    const time = screen.getByRole('combobox', { name: 'Time' });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(time).toHaveValue('09:00');
    expect(done).toBeDisabled();
    // Why Done waits is said, and is Done's description.
    expect(screen.getByRole('status')).toHaveTextContent('Enter the date and time to enable Done.');
    expect(done).toHaveAccessibleDescription('Enter the date and time to enable Done.');

    // Digits get their dots; yesterday is refused.
    await user().type(date, shown(-1).replaceAll('.', ''));
    expect(date).toHaveValue(shown(-1));
    expect(screen.getByText('The date cannot be earlier than today')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(done).toBeDisabled();

    await user().clear(date);
    await user().type(date, shown(3));
    expect(screen.queryByText('The date cannot be earlier than today')).not.toBeInTheDocument();
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(done).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(done).not.toHaveAccessibleDescription();

    // An empty or impossible time disables Done again.
    await user().clear(time);
    expect(done).toBeDisabled();
    await user().type(time, '2561');
    expect(screen.getByText('Enter the time as hh:mm, from 00:00 to 23:59')).toBeInTheDocument();
    expect(done).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Correct the date or time above to enable Done.');
    await user().clear(time);
    await user().type(time, '0900');

    await user().type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  Filters only  ');
    await user().click(done);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), apiWait);
    expect(sent).toEqual([{ method: 'POST', body: { installationId: 12, plannedDate: stored(3), plannedTime: '09:00', comment: 'Filters only' } }]);
    expect(reload).toHaveBeenCalled();
  });

  it('today is a valid day', async () => {
    renderWithQueries(<PreventionActions card={testCard({ canAddPrevention: true })} reload={vi.fn(async () => {})} />);
    await user().click(screen.getByRole('button', { name: 'Plan a maintenance visit' }));
    await user().type(await screen.findByRole('textbox', { name: 'Date' }, apiWait), shown(0));
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it('on a planned visit it opens prefilled; saving unchanged only closes, with no call', async () => {
    const reload = vi.fn(async () => {});
    const card = testCard({
      code: 'PREVENTION',
      canPerformPrevention: true,
      prevention: { id: 31, plannedDate: stored(2), plannedTime: '10:30', comment: 'Ring twice', report: null },
    });
    renderWithQueries(<PreventionActions card={card} reload={reload} />);
    await user().click(screen.getByRole('button', { name: 'Postpone the maintenance visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Postpone the maintenance visit' }, apiWait);
    expect(await screen.findByRole('textbox', { name: 'Date' }, apiWait)).toHaveValue(shown(2));
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('10:30');
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Ring twice');
    expect(screen.queryByRole('textbox', { name: 'Reason for postponing (required)' })).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), apiWait);
    expect(sent).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('postponing asks why as soon as the date changes (a required field right under the time, and why Done waits), then PUTs the new date and time with the reason', async () => {
    const reload = vi.fn(async () => {});
    const card = testCard({
      code: 'PREVENTION',
      canPerformPrevention: true,
      prevention: { id: 31, plannedDate: stored(2), plannedTime: '10:30', comment: null, report: null },
    });
    renderWithQueries(<PreventionActions card={card} reload={reload} />);
    await user().click(screen.getByRole('button', { name: 'Postpone the maintenance visit' }));
    const date = await screen.findByRole('textbox', { name: 'Date' }, apiWait);
    expect(screen.getByRole('dialog')).toHaveTextContent('To postpone it, change the date or time and say why');
    const done = screen.getByRole('button', { name: 'Done' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user().clear(date);
    await user().type(date, shown(5));
    expect(done).toBeDisabled();
    const reason = screen.getByRole('textbox', { name: 'Reason for postponing (required)' });
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription('A postponement needs a reason. The client gets the new date and time by SMS.');
    expect(screen.getByRole('status')).toHaveTextContent('Enter the reason for postponing to enable Done.');
    expect(done).toHaveAccessibleDescription('Enter the reason for postponing to enable Done.');
    // The reason comes next in the keyboard order after the time, before the comment.
    const fields = screen.getAllByRole('textbox').map((field) => field.getAttribute('id'));
    expect(fields.indexOf(reason.id)).toBe(fields.indexOf(screen.getByRole('textbox', { name: 'Comment (optional)' }).id) - 1);
    await user().type(reason, 'Client away');
    expect(done).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user().click(done);
    await waitFor(() => expect(reload).toHaveBeenCalled(), apiWait);
    expect(sent).toEqual([{ method: 'PUT', body: { plannedDate: stored(5), plannedTime: '10:30', comment: null, reason: 'Client away' } }]);
  });

  it('a refusal of the date is said under it and the dialog stays open', async () => {
    server.use(
      http.post(`${publicApiUrl}/web/installations/preventions`, () =>
        HttpResponse.json({ message: 'Invalid', errors: { plannedDate: ['This installation is not completed.'] } }, { status: 422 }),
      ),
    );
    renderWithQueries(<PreventionActions card={testCard({ canAddPrevention: true })} reload={vi.fn(async () => {})} />);
    await user().click(screen.getByRole('button', { name: 'Plan a maintenance visit' }));
    await user().type(await screen.findByRole('textbox', { name: 'Date' }, apiWait), shown(1));
    await user().click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('This installation is not completed.', {}, apiWait)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Plan a maintenance visit' })).toBeInTheDocument();
  });
});
