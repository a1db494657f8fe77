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
};
mockApi(
  http.get(`${publicApiUrl}/web/installers/calendar/day`, () =>
    HttpResponse.json({
      data: {
        date: '2026-12-08',
        entries: [
          { ...entry, client: { id: 7, fullName: 'Olena Shevchenko', phone: '380500000001' } },
          { ...entry, preventionId: 32, time: '12:00', client: { id: 8, fullName: 'Jan Kowalski', phone: '48512345678' } },
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
    const [first, second] = await screen.findAllByRole('listitem', {}, apiWait);
    expect(first).toHaveTextContent('Client: Olena Shevchenko, +380 50 000 00 01');
    expect(within(first).getByRole('link', { name: '+380 50 000 00 01' })).toHaveAttribute('href', 'tel:+380500000001');
    expect(within(second).getByRole('link', { name: '+48 512 34 56 78' })).toHaveAttribute('href', 'tel:+48512345678');
    expect(screen.queryByText(/380500000001/)).toBeNull();
  });
});
