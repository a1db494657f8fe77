import { describe, expect, it } from 'vitest';
import { calendarSearch, dayKey, parseCalendarState } from './state';

const today = new Date(2026, 10, 25, 15, 0);
const parse = (query: string) => parseCalendarState(new URLSearchParams(query), today);

describe('the calendar’s URL state', () => {
  it('opens on the current month and today without parameters', () => {
    const state = parse('');
    expect(calendarSearch(state)).toBe('month=2026-11&day=2026-11-25');
  });

  it('keeps a month and a day of that month; drops a day of another month or an impossible one', () => {
    expect(calendarSearch(parse('month=2027-01&day=2027-01-31'))).toBe('month=2027-01&day=2027-01-31');
    expect(calendarSearch(parse('month=2027-01&day=2027-02-01'))).toBe('month=2027-01');
    expect(calendarSearch(parse('month=2027-02&day=2027-02-30'))).toBe('month=2027-02');
  });

  it('takes the month from a day alone and ignores a malformed month', () => {
    expect(calendarSearch(parse('day=2026-12-03'))).toBe('month=2026-12&day=2026-12-03');
    expect(dayKey(parse('month=2026-13').month)).toBe('2026-11-01');
  });
});
