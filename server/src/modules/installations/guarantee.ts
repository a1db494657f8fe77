import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { sql } from 'drizzle-orm';
import { EXTENDED_GUARANTEE_YEARS, PREVENTION_INTERVAL_MONTHS, type InstallationCode } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Translator } from '../../i18n/translator';
import { workDayOf } from './status';

/*
 * docs/domain.md#warranty-and-the-extended-guarantee, in one place (the card, the product card, completion
 * and the public warranty pages read it): a unit's warranty end and the maintenance warning. A moment's day is its
 * Kyiv day (`kyivDay`; a work day's noon UTC is that day in Kyiv too).
 */

/**
 * A day (`yyyy-MM-dd`) moved on the calendar by `move` (a year on the 29th of February is the 28th): parsed and written
 * in the same (the server's) zone, so that no zone moves it, nor a summer time change between the two days.
 */
const moveDay = (d: string, move: (date: Date) => Date) => format(move(parseISO(d)), 'yyyy-MM-dd');

/** `guaranteeYears` of the product from the completion's (Kyiv) day, plus the extended years when the installer was certified. */
export function guaranteeEnd(completedAt: Date, guaranteeYears: number, extended: boolean, extendedYears = EXTENDED_GUARANTEE_YEARS): string {
  return moveDay(kyivDay(completedAt), (d) => addYears(d, guaranteeYears + (extended ? extendedYears : 0)));
}

/**
 * A product's warranty end in a completed job: the latest of its units' (each from the work day, docs/domain.md#the-day-the-work-was-done). A product
 * without blocks has nothing with a serial: its warranty counts from the work day as a whole.
 */
export function productGuaranteeEnd(
  unitEnds: (string | null)[],
  product: { guaranteeYears: number; blocks: number },
  job: { workDoneOn: string | null; completedAt: Date | null; extendedGuarantee: boolean; extensionYears: number | null },
): string | null {
  const ends = unitEnds.filter((d): d is string => d !== null).sort();
  if (ends.length) return ends.at(-1)!;
  if (product.blocks > 0 || !job.completedAt) return null;
  return guaranteeEnd(workDayOf(job, job.completedAt), product.guaranteeYears, job.extendedGuarantee, job.extensionYears ?? undefined);
}

/** Whether a warranty ending `expiresAt` (yyyy-MM-dd) still runs on `now`: through the whole of that day in Kyiv. */
export const guaranteeValid = (expiresAt: string | null, now: Date) => expiresAt !== null && expiresAt >= kyivDay(now);

type Maintained = { code: InstallationCode; completedAt: Date | null; workDoneOn: string | null; preventedAt: Date | null };

/** When the next maintenance visit is due: 12 months after the last one (or after the work was done); null before completion. */
export function maintenanceDueAt(i: Maintained): Date | null {
  if (i.code !== 'COMPLETED' && i.code !== 'PREVENTION') return null;
  const last = i.preventedAt ?? (i.completedAt && workDayOf(i, i.completedAt));
  return last ? addMonths(last, PREVENTION_INTERVAL_MONTHS) : null;
}

/** A unit's next due day (yyyy-MM-dd) after a visit or completion on `last` (its Kyiv day): what the reminders scan. */
export const maintenanceDueOn = (last: Date) => moveDay(kyivDay(last), (d) => addMonths(d, PREVENTION_INTERVAL_MONTHS));

/** The date maintenance became overdue, when it is: the warranty is at risk from then on. */
export function maintenanceOverdueSince(i: Maintained, now: Date): Date | null {
  const due = maintenanceDueAt(i);
  return due && due < now ? due : null;
}

/** The unit's `dangerMessage` ("maintenance overdue since …: the warranty is at risk"), or null. */
export function dangerMessage(t: Translator, i: Maintained, now: Date): string | null {
  const since = maintenanceOverdueSince(i, now);
  return since ? t('installations.maintenanceOverdue', { date: kyivDay(since) }) : null;
}

/**
 * The last visit, else the work day, else the completion, of an `installations` row in SQL: what maintenance counts from
 * (the stored `maintained_from`, which the database keeps and indexes with the state, installations_maintained_idx).
 */
export const lastMaintainedSql = sql`installations.maintained_from`;

/** The same condition in SQL for lists (`hasWarnings`), over the `installations` table, at `now`. */
export const overdueSql = (now: Date) =>
  sql`(installations.code in ('COMPLETED', 'PREVENTION')
       and ${lastMaintainedSql} < ${now}::timestamptz - ${`${PREVENTION_INTERVAL_MONTHS} months`}::interval)`;
