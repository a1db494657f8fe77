import { format, isValid, parse, startOfDay } from 'date-fns';

/** The date is shown dd.MM.yyyy and stored yyyy-MM-dd; the time is HH:mm from 09:00. */
export const SHOWN_DATE = 'dd.MM.yyyy';
export const STORED_DATE = 'yyyy-MM-dd';
export const DEFAULT_TIME = '09:00';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A typed `dd.MM.yyyy` as a Date, or null when it is not a real day in that shape (31.02.2026, 1.2.26). */
export function parseShown(text: string): Date | null {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text)) return null;
  const date = parse(text, SHOWN_DATE, new Date());
  return isValid(date) ? date : null;
}

export const shownOf = (date: Date) => format(date, SHOWN_DATE);
export const toShown = (stored: string) => shownOf(parse(stored, STORED_DATE, new Date()));
export const toStored = (date: Date) => format(date, STORED_DATE);

export type Schedule = { date: string; time: string; comment: string };
export type ScheduleErrors = { date?: 'dateInvalid' | 'datePast'; time?: 'timeInvalid' };

/**
 * What is wrong with a typed schedule, compared by day with `today`: an empty field is not an error to
 * show (the Done button simply waits), a date that is not dd.MM.yyyy or lies before today is.
 */
export function scheduleErrors({ date, time }: Pick<Schedule, 'date' | 'time'>, today: Date): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (date) {
    const day = parseShown(date);
    if (!day) errors.date = 'dateInvalid';
    else if (day < startOfDay(today)) errors.date = 'datePast';
  }
  if (time && !TIME.test(time)) errors.time = 'timeInvalid';
  return errors;
}

/** Done waits for both fields and a valid schedule. */
export const canSubmit = (schedule: Pick<Schedule, 'date' | 'time'>, today: Date) =>
  Boolean(schedule.date && schedule.time) && Object.keys(scheduleErrors(schedule, today)).length === 0;
