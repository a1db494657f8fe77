import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DealerInstaller, dealerInstallersQuery } from '../../../../contracts';
import { dealerOf, isDealerRole, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offsetOf } from '../../lib/paging';
import { fullName } from '../../lib/names';
import { visibleInstallation } from '../installations';
import { containing } from '../../db/like';

export type DealerInstallersQuery = z.infer<typeof dealerInstallersQuery>;

type Row = {
  id: number;
  name: string;
  lastname: string;
  phone: string;
  total: number;
  meanRating: number | null;
  ratingsCount: number;
  installationsCount: number;
  certifications: DealerInstaller['certifications'];
  dealerId: number | null;
  companyName: string | null;
};

/**
 * A dealer's installers (the admin: every installer, or one company's) with their certifications, rating and completed
 * installations, filtered by name or phone, by certified types and levels, or (the wizard) by an
 * installation's type. Certified means ACTIVE and not past its end (docs/domain.md#certifications), whichever filter asks.
 * Fast over thousands of installers: the filters are index probes (installer_certifications by installer
 * and status) of the dealer's own installers, and the counts are computed for the page's rows only, through the grades' installer index
 * and the installations' partial index of completed work (bench/dealer-installers.ts).
 */
export async function dealerInstallersPage(db: Db, viewer: Viewer, q: DealerInstallersQuery, now: Date) {
  const typeOfInstallation = q.installationId ? (await visibleInstallation(db, viewer, q.installationId)).certificationTypeId : undefined;
  const parts: SQL[] = [sql`u.role_id = (select id from roles where name = 'INSTALLER')`];
  if (isDealerRole(viewer.role)) parts.push(sql`u.dealer_id = ${dealerOf(viewer)}`);
  if (q.dealerId) parts.push(sql`u.dealer_id = ${q.dealerId}`);
  if (q.search) {
    const like = containing(q.search.toLowerCase());
    parts.push(sql`(lower(u.name || ' ' || u.lastname) like ${like} or u.phone like ${like})`);
  }
  // Each filter asks for an ACTIVE, unexpired certification at one of its levels (a type: any level of it), probed per
  // candidate through installer_certifications_installer_idx: the cost follows the dealer's team, not every installer
  // in the database as one grouped pass over all certifications did (bench/dealer-installers.ts --other-installers).
  const ids = (list: number[]) => `{${list.join(',')}}`;
  const holds = (levels: SQL) =>
    sql`exists (select 1 from installer_certifications c where c.installer_id = u.id and c.status = 'ACTIVE'
                and (c.expires_at is null or c.expires_at > ${now.toISOString()}) and c.certification_level_id = any(${levels}))`;
  const levelsOf = (types: SQL) => sql`array(select l.id from certification_levels l where l.certification_type_id = any(${types}))`;
  if (q.certificationTypeIds) parts.push(holds(levelsOf(sql`${ids(q.certificationTypeIds)}::int[]`)));
  if (q.certificationLevelIds) parts.push(holds(sql`${ids(q.certificationLevelIds)}::int[]`));
  if (typeOfInstallation !== undefined) parts.push(holds(levelsOf(sql`array[${typeOfInstallation}::int]`)));
  const where = sql.join(parts, sql` and `);
  // One statement: the page of the filtered installers with the total (a window count), then for its rows
  // only the certifications (a declined application is none), the rating and the completed installations.
  const rows = await rowsOf<Row>(
    db,
    sql`select p.id, p.name, p.lastname, p.phone, p.total, p.dealer_id as "dealerId",
               (select coalesce(d.company_name, trim(du.name || ' ' || du.lastname)) from users du left join dealer_profiles d on d.dealer_id = du.id
                 where du.id = p.dealer_id) as "companyName",
               (select round(avg((g.work_rating + g.communication_rating) / 2.0), 1)::float from installation_grades g where g.installer_id = p.id) as "meanRating",
               (select count(*)::int from installation_grades g where g.installer_id = p.id) as "ratingsCount",
               (select count(*)::int from installations i where i.installer_id = p.id and i.completed_at is not null and i.code <> 'CANCELLED') as "installationsCount",
               (select coalesce(json_agg(json_build_object(
                          'certificationTypeId', t.id, 'code', t.code, 'type', coalesce(t.name->>${q.lang}, t.name->>'uk'),
                          'certificationLevelId', l.id, 'level', coalesce(l.name->>${q.lang}, l.name->>'uk'), 'rank', l.rank,
                          'status', case when c.status = 'ACTIVE' and c.expires_at <= ${now.toISOString()} then 'EXPIRED' else c.status end,
                          'expiresAt', to_char(c.expires_at at time zone 'Europe/Kyiv', 'YYYY-MM-DD')) order by t.position, l.rank), '[]'::json)
                  from installer_certifications c join certification_levels l on l.id = c.certification_level_id join certification_types t on t.id = l.certification_type_id
                  where c.installer_id = p.id and c.status <> 'DECLINED') as certifications
        from (select u.id, u.name, u.lastname, u.phone, u.dealer_id, count(*) over ()::int as total from users u where ${where}
              order by u.lastname, u.name, u.id limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}) p
        order by p.lastname, p.name, p.id`,
  );
  // A page past the end has no row to carry the total.
  const total =
    rows[0]?.total ?? (q.page > 1 ? (await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from users u where ${where}`))[0].total : 0);
  const items = rows.map((r) => ({
    id: r.id,
    fullName: fullName(r),
    phone: r.phone,
    certifications: r.certifications,
    meanRating: r.meanRating,
    ratingsCount: r.ratingsCount,
    installationsCount: r.installationsCount,
    company: r.dealerId === null ? null : { id: r.dealerId, name: r.companyName ?? '' },
  }));
  return { total, items };
}
