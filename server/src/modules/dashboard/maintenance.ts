import { sql } from 'drizzle-orm';
import { PREVENTION_INTERVAL_MONTHS } from '../../../../contracts';
import { DASHBOARD_LIST_SIZE, type Dashboard } from '../../../../contracts/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { addressLine } from '../../lib/address-line';
import { lastMaintainedSql, overdueSql } from '../installations';
import { installerOf, jobsOf, type DashboardCompany } from './company';

type OverdueRow = {
  id: number;
  since: string;
  city: string | null;
  street: string | null;
  house: string | null;
  flat: string | null;
  installer_id: number | null;
  installer_name: string | null;
  installer_lastname: string | null;
};

/**
 * Completed jobs whose yearly maintenance is overdue at `now` (their warranty is at risk): how many, and the longest
 * overdue. Two statements side by side, both through installations_maintained_idx: a count over every row would make
 * the list read each overdue job's address and installer.
 */
export async function maintenanceOf(db: Db, company: DashboardCompany, now: Date, t: Translator): Promise<Dashboard['maintenanceOverdue']> {
  const overdue = sql`${jobsOf(company)} and ${overdueSql(now)}`;
  const [[{ count }], rows] = await Promise.all([
    rowsOf<{ count: number }>(db, sql`select count(*)::int as count from installations where ${overdue}`),
    rowsOf<OverdueRow>(
      db,
      // The ten first, then their installers (a join before the limit would join every overdue job).
      sql`select j.*, w.id as installer_id, w.name as installer_name, w.lastname as installer_lastname
          from (select installations.id, installations.installer_id as assigned,
                       to_char((${lastMaintainedSql} + ${`${PREVENTION_INTERVAL_MONTHS} months`}::interval) at time zone 'UTC', 'YYYY-MM-DD') as since,
                       installations.city, installations.street, installations.house, installations.flat, ${lastMaintainedSql} as maintained
                from installations where ${overdue}
                order by ${lastMaintainedSql}, installations.id
                limit ${DASHBOARD_LIST_SIZE}) j
          left join users w on w.id = j.assigned
          order by j.maintained, j.id`,
    ),
  ]);
  return {
    count,
    items: rows.map((r) => ({
      installationId: r.id,
      address: addressLine(r, t),
      installer: installerOf(r),
      since: r.since,
    })),
  };
}
