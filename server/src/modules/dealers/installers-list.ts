import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { dealerInstallersQuery } from '../../../../contracts';
import { dealerOf, isDealerRole, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offsetOf } from '../../lib/paging';
import { certificationsOf, fullName, visibleInstallation } from '../installations';

export type DealerInstallersQuery = z.infer<typeof dealerInstallersQuery>;

type Row = { id: number; name: string; lastname: string; phone: string; meanRating: number | null; ratingsCount: number; installationsCount: number };

/**
 * A dealer's installers (the admin: every installer) with their certifications, rating and completed
 * installations, filtered by name or phone, by certified types and levels, or (the wizard) by an
 * installation's type. Certified means ACTIVE and not past its end (DOMAIN.md), whichever filter asks.
 * Fast over thousands of installers: the filters are index probes (installer_certifications by installer
 * and status), and the counts are computed for the page's rows only, through the grades' and the
 * installations' installer indexes.
 */
export async function dealerInstallersPage(db: Db, viewer: Viewer, q: DealerInstallersQuery, now: Date) {
  const typeOfInstallation = q.installationId ? (await visibleInstallation(db, viewer, q.installationId)).certificationTypeId : undefined;
  const parts: SQL[] = [sql`u.role_id = (select id from roles where name = 'INSTALLER')`];
  if (isDealerRole(viewer.role)) parts.push(sql`u.dealer_id = ${dealerOf(viewer)}`);
  if (q.search) {
    const like = `%${q.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    parts.push(sql`(lower(u.name || ' ' || u.lastname) like ${like} or u.phone like ${like})`);
  }
  const certified = (cond: SQL) =>
    sql`exists (select 1 from installer_certifications c join certification_levels l on l.id = c.certification_level_id
                where c.installer_id = u.id and c.status = 'ACTIVE' and (c.expires_at is null or c.expires_at > ${now.toISOString()}) and ${cond})`;
  const ids = (list: number[]) => `{${list.join(',')}}`;
  if (q.certificationTypeIds) parts.push(certified(sql`l.certification_type_id = any(${ids(q.certificationTypeIds)}::int[])`));
  if (q.certificationLevelIds) parts.push(certified(sql`l.id = any(${ids(q.certificationLevelIds)}::int[])`));
  if (typeOfInstallation !== undefined) parts.push(certified(sql`l.certification_type_id = ${typeOfInstallation}`));
  const where = sql.join(parts, sql` and `);
  const [count, rows] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from users u where ${where}`),
    rowsOf<Row>(
      db,
      sql`select p.*,
                 (select round(avg((g.work_rating + g.communication_rating) / 2.0), 1)::float from installation_grades g where g.installer_id = p.id) as "meanRating",
                 (select count(*)::int from installation_grades g where g.installer_id = p.id) as "ratingsCount",
                 (select count(*)::int from installations i where i.installer_id = p.id and i.completed_at is not null and i.code <> 'CANCELLED') as "installationsCount"
          from (select u.id, u.name, u.lastname, u.phone from users u where ${where}
                order by u.lastname, u.name, u.id limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}) p
          order by p.lastname, p.name, p.id`,
    ),
  ]);
  const certifications = await certificationsOf(db, rows.map((r) => r.id), q.lang, now);
  const items = rows.map((r) => ({
    id: r.id,
    fullName: fullName(r),
    phone: r.phone,
    // A declined application is no certification; the held level and a pending application are.
    certifications: (certifications.get(r.id) ?? []).filter((c) => c.status !== 'DECLINED'),
    meanRating: r.meanRating,
    ratingsCount: r.ratingsCount,
    installationsCount: r.installationsCount,
  }));
  return { total: count[0].total, items };
}
