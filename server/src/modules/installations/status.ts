import type { InstallationCode } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Translator } from '../../i18n/translator';

/** The colour of each state's badge (`status.color`). */
const COLORS: Record<InstallationCode, string> = {
  DRAFT: '#9CA3AF',
  NEW: '#3B82F6',
  AWAITING_CONFIRMATION: '#F59E0B',
  COMPLETED: '#10B981',
  PREVENTION: '#8B5CF6',
  CANCELLED: '#EF4444',
};

/** `status` of docs/domain.md#states: `{value, name, color}` with the name in the request's language. */
export const statusOf = (t: Translator, code: InstallationCode) => ({ value: code, name: t(`installations.status.${code}`), color: COLORS[code] });

/** A stored day (`yyyy-MM-dd`) as a moment at noon UTC, so that no time zone moves it to another day. */
export const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The day the job's work was done (the warranty counts from it), as a moment; before completion, `fallback`. */
export const workDayOf = (row: { workDoneOn: string | null; completedAt: Date | null }, fallback: Date) =>
  row.workDoneOn ? noonOf(row.workDoneOn) : (row.completedAt ?? fallback);

/** `yyyy-MM-dd` of a date column, or of a moment: its day in Kyiv (the portal's days are Kyiv days). */
export const dayOf = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : kyivDay(value));
