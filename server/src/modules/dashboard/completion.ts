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
    // The statistics of the intervals themselves, turned into days only at the end (not once per row), one sort for both percentiles.
    sql`with done as (
          select installations.completed_at - installations.created_at as took
          from installations
          where ${jobsOf(company)} and not installations.archived and installations.completed_at is not null
            and installations.completed_at >= ${period.start.toISOString()}::timestamptz and installations.completed_at < ${period.end.toISOString()}::timestamptz),
        stats as (select count(*)::int as count, avg(took) as average, percentile_cont(array[0.5, 0.9]) within group (order by took) as ranks from done)
        select count, extract(epoch from average)::float8 / 86400 as average, extract(epoch from ranks[1])::float8 / 86400 as median,
               extract(epoch from ranks[2])::float8 / 86400 as p90
        from stats`,
  );
  return { count: row.count, averageDays: oneDecimal(row.average), medianDays: oneDecimal(row.median), p90Days: oneDecimal(row.p90) };
}
