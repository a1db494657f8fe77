import { sql } from 'drizzle-orm';
import type { InstallationCode } from '../../../../contracts';
import { DASHBOARD_LIST_SIZE, type Dashboard } from '../../../../contracts/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Translator } from '../../i18n/translator';
import { addressLine } from '../../lib/address-line';
import { fullName } from '../../lib/names';
import { lastMaintainedSql, maintenanceOverdueSince, overdueSql } from '../installations';
import { jobsOf, type DashboardCompany } from './company';

type OverdueRow = {
  id: number;
  code: InstallationCode;
  completed_at: Date | string | null;
  work_done_on: string | null;
  prevented_at: Date | string | null;
  city: string | null;
  street: string | null;
  house: string | null;
  flat: string | null;
  installer_id: number | null;
  installer_name: string | null;
  installer_lastname: string | null;
  total: number;
};

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** Completed jobs whose yearly maintenance is overdue at `now` (their warranty is at risk): how many, and the longest overdue. */
export async function maintenanceOf(db: Db, company: DashboardCompany, now: Date, t: Translator): Promise<Dashboard['maintenanceOverdue']> {
  const rows = await rowsOf<OverdueRow>(
    db,
    sql`select installations.id, installations.code, installations.completed_at, installations.work_done_on::text, installations.prevented_at,
               installations.city, installations.street, installations.house, installations.flat,
               w.id as installer_id, w.name as installer_name, w.lastname as installer_lastname, count(*) over ()::int as total
        from installations left join users w on w.id = installations.installer_id
        where ${jobsOf(company)} and ${overdueSql(now)}
        order by ${lastMaintainedSql}, installations.id
        limit ${DASHBOARD_LIST_SIZE}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      installationId: r.id,
      address: addressLine(r, t),
      installer:
        r.installer_id === null ? null : { id: r.installer_id, name: fullName({ name: r.installer_name ?? '', lastname: r.installer_lastname ?? '' }) },
      since: maintenanceOverdueSince(
        { code: r.code, completedAt: asDate(r.completed_at), workDoneOn: r.work_done_on, preventedAt: asDate(r.prevented_at) },
        now,
      )!
        .toISOString()
        .slice(0, 10),
    })),
  };
}
