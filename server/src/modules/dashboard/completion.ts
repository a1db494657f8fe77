import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../../contracts/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobsOf, type DashboardCompany } from './company';
import type { Period } from './period';

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/**
 * Days from registration (the job's creation) to completion, over the jobs completed in the period. Jobs registered
 * after the fact by the completed-installation wizard (`archived`) are left out: they were done before they were entered.
 */
export async function completionOf(db: Db, company: DashboardCompany, period: Period): Promise<Dashboard['completion']> {
  const [row] = await rowsOf<{ count: number; average: number | null; median: number | null; p90: number | null }>(
    db,
    sql`with done as (
          select extract(epoch from installations.completed_at - installations.created_at) / 86400 as days
          from installations
          where ${jobsOf(company)} and not installations.archived and installations.completed_at is not null
            and installations.completed_at >= ${period.start.toISOString()}::timestamptz and installations.completed_at < ${period.end.toISOString()}::timestamptz)
        select count(*)::int as count, avg(days)::float8 as average,
               percentile_cont(0.5) within group (order by days)::float8 as median,
               percentile_cont(0.9) within group (order by days)::float8 as p90
        from done`,
  );
  return { count: row.count, averageDays: oneDecimal(row.average), medianDays: oneDecimal(row.median), p90Days: oneDecimal(row.p90) };
}
