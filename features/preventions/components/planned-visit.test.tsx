import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/unit/render';
import { testCard } from '@/tests/unit/test-card';
import { PlannedVisit } from './planned-visit';

const planned = { id: 31, plannedDate: '2030-01-10', plannedTime: '09:00', comment: null, report: null };

describe('the planned visit on the card', () => {
  it('says a visit saved before the client’s code waits for it, in the reader’s language', () => {
    const report = { works: [{ id: 'FILTERS_CLEANED', name: 'Filters cleaned', unit: null, value: null }], photos: [], savedAt: '2030-01-10T09:30:00.000Z' };
    const { unmount } = renderWithIntl(<PlannedVisit card={testCard({ code: 'PREVENTION', prevention: planned })} />);
    expect(screen.queryByText(/waiting for the client’s code/)).toBeNull();
    unmount();
    renderWithIntl(<PlannedVisit card={testCard({ code: 'PREVENTION', prevention: { ...planned, report } })} />, { locale: 'uk' });
    expect(screen.getByText('Технічне обслуговування записано 10 січня 2030 р., очікує коду клієнта')).toBeInTheDocument();
  });
});
