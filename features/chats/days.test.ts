import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay } from './days';

const message = (id: number, datetime: string) => ({ id, datetime });

describe('groupByDay', () => {
  it('groups by the first 10 characters of datetime, oldest day first and newest message last', () => {
    const groups = groupByDay([
      message(4, '2026-11-25T09:00:00.000Z'),
      message(3, '2026-11-24T23:59:59.000Z'),
      message(5, '2026-11-25T10:30:00.000Z'),
      message(1, '2025-12-31T08:00:00.000Z'),
      message(2, '2026-11-24T00:00:00.000Z'),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['31.12.2025', '24.11.2026', '25.11.2026']);
    expect(groups.map((g) => g.messages.map((m) => m.id))).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('answers no groups for no messages and does not reorder its input', () => {
    expect(groupByDay([])).toEqual([]);
    const input = [message(2, '2026-01-02T00:00:00Z'), message(1, '2026-01-01T00:00:00Z')];
    groupByDay(input);
    expect(input.map((m) => m.id)).toEqual([2, 1]);
  });

  it('writes a day as day.month.year with leading zeros', () => {
    expect(dayLabel('2026-03-07')).toBe('07.03.2026');
  });
});
