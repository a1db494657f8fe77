import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApiUrl } from '@/lib/env';
import { apiWait, mockApi } from '@/tests/unit/api-mock';
import { renderWithQueries } from '@/tests/unit/render';
import { DayEntries } from './day-entries';
import { signInForTest } from '@/tests/unit/session';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const entry = {
  kind: 'PREVENTION',
  kindName: 'Maintenance visit',
  date: '2026-12-08',
  time: '10:30',
  installationId: 12,
  preventionId: 31,
  done: false,
  address: 'Kyiv, Khreshchatyk 1',
  leakCheck: null,
};
const leakCheck = {
  ...entry,
  kind: 'LEAK_CHECK',
  kindName: 'Leak check after a repair',
  time: null,
  installationId: 14,
  preventionId: null,
  leakCheck: { circuitId: 5, refrigerant: 'R-410A', chargeKg: 3.25, because: 'repairVerification', overdue: true },
  client: { id: 9, fullName: 'Ivan Franko', phone: '380500000009' },
};
mockApi(
  http.get(`${publicApiUrl}/web/installers/calendar/day`, () =>
    HttpResponse.json({
      data: {
        date: '2026-12-08',
        entries: [
          { ...entry, client: { id: 7, fullName: 'Olena Shevchenko', phone: '380500000001' } },
          { ...entry, preventionId: 32, time: '12:00', client: { id: 8, fullName: 'Jan Kowalski', phone: '48512345678' } },
          leakCheck,
        ],
      },
    }),
  ),
);

beforeEach(() => {
  signInForTest('INSTALLER');
});

describe('the day of the installer’s calendar (msw)', () => {
  it('shows each client’s phone as the phone input writes it, as a link that calls it', async () => {
    renderWithQueries(<DayEntries day={new Date(2026, 11, 8)} />);
    const [first, second] = (await screen.findAllByRole('listitem', {}, apiWait)).filter((item) => item.dataset.kind === 'PREVENTION');
    expect(first).toHaveTextContent('Client: Olena Shevchenko, +380 50 000 00 01');
    expect(within(first).getByRole('link', { name: '+380 50 000 00 01' })).toHaveAttribute('href', 'tel:+380500000001');
    expect(within(second).getByRole('link', { name: '+48 512 34 56 78' })).toHaveAttribute('href', 'tel:+48512345678');
    expect(screen.queryByText(/380500000001/)).toBeNull();
  });

  it('shows a leak check due with its kind, circuit and overdue mark, linking to the installation card', async () => {
    renderWithQueries(<DayEntries day={new Date(2026, 11, 8)} />);
    const items = await screen.findAllByRole('listitem', {}, apiWait);
    const due = items.find((item) => item.dataset.kind === 'LEAK_CHECK')!;
    expect(due).toHaveTextContent('Leak check after a repair');
    expect(due).toHaveTextContent('Overdue');
    expect(due).toHaveTextContent('Refrigerant circuit: R-410A, 3.25 kg');
    expect(within(due).getByRole('link', { name: 'Open the card No. 14' })).toHaveAttribute('href', '/installations/14');
    // A visit not yet done and not a leak check says neither.
    const visit = items.find((item) => item.dataset.kind === 'PREVENTION')!;
    expect(visit).not.toHaveTextContent('Overdue');
  });
});
