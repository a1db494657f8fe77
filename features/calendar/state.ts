import { format, isValid, parse, startOfMonth } from 'date-fns';

/** What the calendar shows, kept in the URL (`?month=2026-11&day=2026-11-25`) so that back and a shared link work. */
export type CalendarState = { month: Date; day: Date | null };

const parsed = (text: string | null, shape: string) => {
  if (!text) return null;
  const date = parse(text, shape, new Date());
  return isValid(date) && format(date, shape) === text ? date : null;
};

/** The month and day of the URL; without them the current month and today. A day outside the month is dropped. */
export function parseCalendarState(params: URLSearchParams, today: Date): CalendarState {
  const month = parsed(params.get('month'), 'yyyy-MM');
  const day = parsed(params.get('day'), 'yyyy-MM-dd');
  if (!month && !day) return { month: startOfMonth(today), day: today };
  const shown = month ?? startOfMonth(day!);
  return { month: shown, day: day && format(day, 'yyyy-MM') === format(shown, 'yyyy-MM') ? day : null };
}

export function calendarSearch({ month, day }: CalendarState) {
  const query = new URLSearchParams({ month: format(month, 'yyyy-MM') });
  if (day) query.set('day', format(day, 'yyyy-MM-dd'));
  return query.toString();
}

export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');
