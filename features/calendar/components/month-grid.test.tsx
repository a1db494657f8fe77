import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/tests/unit/render';
import { MonthGrid, type DayCounts } from './month-grid';

const counts = new Map<string, DayCounts>([
  ['2026-12-03', { installations: 1, preventions: 0, leakChecks: 2, leakChecksOverdue: true }],
  ['2026-12-21', { installations: 0, preventions: 1, leakChecks: 1, leakChecksOverdue: false }],
]);

describe('the calendar’s month grid', () => {
  it('names the leak checks due in a day beside its installations and visits, and says when they are overdue', () => {
    renderWithIntl(<MonthGrid month={new Date(2026, 11, 1)} selected={null} counts={counts} onMonthChange={vi.fn()} onSelect={vi.fn()} />);
    const overdue = screen.getByRole('button', { name: /^3, 1 installation, 2 leak checks overdue: / });
    expect(overdue.querySelector('[data-count="leakChecks"]')).toHaveTextContent('2 leak checks overdue');
    const due = screen.getByRole('button', { name: /^21, 1 maintenance visit, 1 leak check: / });
    expect(due.querySelector('[data-count="leakChecks"]')).toHaveTextContent(/^1 leak check$/);
  });
});
