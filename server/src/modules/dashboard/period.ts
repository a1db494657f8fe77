import { DASHBOARD_MAX_MONTHS, type DashboardQuery } from '../../../../contracts/dashboard';
import { FieldsError } from '../../lib/http-errors';

/** A dashboard's months (`yyyy-MM`, both ends included) and the moments that bound them, in UTC as the installations list's dates. */
export type Period = { from: string; to: string; months: string[]; start: Date; end: Date };

const monthOf = (d: Date) => d.toISOString().slice(0, 7);
/** The first moment of `month` moved by `by` months (UTC, whatever the server's time zone). */
const monthStart = (month: string, by = 0) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1 + by, 1));
};

/**
 * The period a query asks for: by default the twelve months up to `now`'s. One that ends before it starts, or
 * spans more than DASHBOARD_MAX_MONTHS, is a 422 on `to`.
 */
export function periodOf(q: Pick<DashboardQuery, 'from' | 'to'>, now: Date): Period {
  const to = q.to ?? monthOf(now);
  const from = q.from ?? monthOf(monthStart(to, -11));
  if (from > to) throw new FieldsError({ to: ['periodOrder'] });
  const months: string[] = [];
  for (let m = from; m <= to && months.length <= DASHBOARD_MAX_MONTHS; m = monthOf(monthStart(m, 1))) months.push(m);
  if (months.length > DASHBOARD_MAX_MONTHS) throw new FieldsError({ to: [`periodTooLong?maximum=${DASHBOARD_MAX_MONTHS}`] });
  return { from, to, months, start: monthStart(from), end: monthStart(to, 1) };
}
