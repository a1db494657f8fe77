import { sql } from 'drizzle-orm';
import { CERTIFICATION_REMINDER_DAYS, type Lang } from '../../../../contracts';
import { DASHBOARD_LIST_SIZE, type Dashboard } from '../../../../contracts/dashboard';
import type { Db } from '../../db/client';
import { iso, rowsOf } from '../../db/rows';
import { fullName, nameIn } from '../../lib/names';
import { installersOf, type DashboardCompany } from './company';

type ExpiringRow = {
  installer_id: number;
  name: string;
  lastname: string;
  type: Record<Lang, string>;
  level: Record<Lang, string>;
  expires_at: Date | string;
  total: number;
};

/** Active certifications of the company's installers (or of all) ending within the reminders' CERTIFICATION_REMINDER_DAYS of `now`, the soonest first. */
export async function expiringOf(db: Db, company: DashboardCompany, now: Date, lang: Lang): Promise<Dashboard['certificationsExpiring']> {
  const until = new Date(now.getTime() + CERTIFICATION_REMINDER_DAYS * 86_400_000);
  const rows = await rowsOf<ExpiringRow>(
    db,
    sql`select u.id as installer_id, u.name, u.lastname, t.name as type, l.name as level, c.expires_at, count(*) over ()::int as total
        from installer_certifications c
        join users u on u.id = c.installer_id
        join certification_levels l on l.id = c.certification_level_id
        join certification_types t on t.id = l.certification_type_id
        where c.status = 'ACTIVE' and c.expires_at > ${now.toISOString()}::timestamptz and c.expires_at <= ${until.toISOString()}::timestamptz
          and ${installersOf(company, 'u')}
        order by c.expires_at, c.id
        limit ${DASHBOARD_LIST_SIZE}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      installer: { id: r.installer_id, name: fullName(r) },
      type: nameIn(r.type, lang),
      level: nameIn(r.level, lang),
      expiresAt: iso(r.expires_at),
    })),
  };
}
