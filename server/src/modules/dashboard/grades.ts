import { sql } from 'drizzle-orm';
import { DASHBOARD_LIST_SIZE, type Dashboard } from '../../../../contracts/dashboard';
import type { Db } from '../../db/client';
import { iso, rowsOf } from '../../db/rows';
import { installerOf, type DashboardCompany } from './company';
import type { Period } from './period';

const twoDecimals = (n: number | null) => (n === null ? null : Math.round(Number(n) * 100) / 100);

type LowRow = {
  installation_id: number;
  installer_id: number | null;
  installer_name: string | null;
  installer_lastname: string | null;
  work_rating: number;
  communication_rating: number;
  comment: string | null;
  created_at: Date | string;
};

/** The clients' grades given in the period: averages, how many of each rating, and the lowest, newest first among equals. */
export async function gradesOf(db: Db, company: DashboardCompany, period: Period): Promise<Dashboard['grades']> {
  // A grade carries its job's company (migration 0038), so neither the network's nor a company's grades read their jobs.
  const inPeriod = sql`${company ? sql`g.dealer_id = ${company.id}` : sql`true`}
    and g.created_at >= ${period.start.toISOString()}::timestamptz and g.created_at < ${period.end.toISOString()}::timestamptz`;
  const [[totals], lowest] = await Promise.all([
    rowsOf<{ count: number; work: number | null; communication: number | null; work_counts: number[]; communication_counts: number[] }>(
      db,
      sql`select count(*)::int as count, avg(g.work_rating)::float8 as work, avg(g.communication_rating)::float8 as communication,
                 array[${sql.join(
                   [1, 2, 3, 4, 5].map((r) => sql`count(*) filter (where g.work_rating = ${r})::int`),
                   sql`, `,
                 )}] as work_counts,
                 array[${sql.join(
                   [1, 2, 3, 4, 5].map((r) => sql`count(*) filter (where g.communication_rating = ${r})::int`),
                   sql`, `,
                 )}] as communication_counts
          from installation_grades g
          where ${inPeriod}`,
    ),
    rowsOf<LowRow>(
      db,
      sql`select g.installation_id, g.installer_id, w.name as installer_name, w.lastname as installer_lastname,
                 g.work_rating, g.communication_rating, coalesce(g.work_comment, g.communication_comment) as comment, g.created_at
          from installation_grades g
          left join users w on w.id = g.installer_id
          where ${inPeriod} and least(g.work_rating, g.communication_rating) < 5
          order by least(g.work_rating, g.communication_rating), g.created_at desc, g.installation_id desc
          limit ${DASHBOARD_LIST_SIZE}`,
    ),
  ]);
  return {
    count: totals.count,
    averageWork: twoDecimals(totals.work),
    averageCommunication: twoDecimals(totals.communication),
    work: totals.work_counts.map(Number),
    communication: totals.communication_counts.map(Number),
    lowest: lowest.map((r) => ({
      installationId: r.installation_id,
      installer: installerOf(r),
      workRating: r.work_rating,
      communicationRating: r.communication_rating,
      comment: r.comment,
      createdAt: iso(r.created_at),
    })),
  };
}
