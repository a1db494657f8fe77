import { sql } from 'drizzle-orm';
import { workOrderTypes, type WorkOrderType } from '../../../../contracts';
import type { Dashboard } from '../../../../contracts/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobsOf, type DashboardCompany } from './company';
import type { Period } from './period';

/** Jobs registered per month by kind of work: created in the month (UTC), past the draft, not cancelled; every month of the period, zeros included. */
export async function monthsOf(db: Db, company: DashboardCompany, period: Period): Promise<Dashboard['months']> {
  // Each row's month found among the months' first moments (a binary search): cheaper than truncating every row's date in
  // the UTC zone (36 months of the network: 83,000 rows), and to_char on every row cost a third more again.
  const starts = `{${[...period.months.map((m) => `${m}-01T00:00:00Z`), period.end.toISOString()].join(',')}}`;
  const rows = await rowsOf<{ bucket: number; kind: WorkOrderType; count: number }>(
    db,
    sql`select width_bucket(installations.created_at, ${starts}::timestamptz[]) as bucket, installations.work_order_type as kind, count(*)::int as count
        from installations
        where ${jobsOf(company)} and installations.code <> 'CANCELLED'
          and installations.created_at >= ${period.start.toISOString()}::timestamptz and installations.created_at < ${period.end.toISOString()}::timestamptz
        group by 1, 2`,
  );
  return period.months.map((month, i) => {
    const counts = Object.fromEntries(workOrderTypes.map((kind) => [kind, 0])) as Record<WorkOrderType, number>;
    for (const row of rows) if (row.bucket === i + 1) counts[row.kind] = row.count;
    return { month, ...counts };
  });
}
