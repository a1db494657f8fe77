import { eq, sql, type SQL } from 'drizzle-orm';
import type { CertificationRequest, Lang } from '../../../../contracts';
import { kyivDay } from '../../../../contracts/kyiv-day';
import type { Db } from '../../db/client';
import { iso, rowsOf } from '../../db/rows';
import { certificationLevels, certificationTypes, installerCertifications } from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { fullName, nameIn } from '../../lib/names';
import { statusAt } from '../installations';
import { containing } from '../../db/like';

/**
 * Certification applications (installer_certifications rows, docs/domain.md#certifications): support's view of
 * them, and the writes that apply and decide.
 */
type Row = {
  id: number;
  status: 'REQUEST' | 'ACTIVE' | 'DECLINED';
  reason: string | null;
  createdAt: Date | string;
  decidedAt: Date | string | null;
  expiresAt: Date | string | null;
  installerId: number;
  name: string;
  lastname: string;
  phone: string;
  dealerName: string | null;
  typeId: number;
  typeCode: 'RAC' | 'LCAC' | 'HP';
  typeName: Record<Lang, string>;
  levelId: number;
  rank: number;
  levelName: Record<Lang, string>;
  currentLevelId: number | null;
  currentRank: number | null;
  currentLevelName: Record<Lang, string> | null;
  completedInstallations: number;
  meanRating: number | null;
  ratingsCount: number;
  recentGrades: { installationId: number; createdAt: string; workRating: number; communicationRating: number; comment: string | null }[] | null;
};

const select = (now: Date) => sql`
  select c.id, c.status, c.reason, c.created_at as "createdAt", c.decided_at as "decidedAt", c.expires_at as "expiresAt",
         u.id as "installerId", u.name, u.lastname, u.phone,
         (select coalesce(p.company_name, trim(d.name || ' ' || d.lastname)) from users d left join dealer_profiles p on p.dealer_id = d.id where d.id = u.dealer_id) as "dealerName",
         t.id as "typeId", t.code as "typeCode", t.name as "typeName", l.id as "levelId", l.rank, l.name as "levelName",
         cur.id as "currentLevelId", cur.rank as "currentRank", cur.name as "currentLevelName",
         (select count(*)::int from installations i where i.installer_id = u.id and i.certification_type_id = t.id and i.completed_at is not null and i.code <> 'CANCELLED') as "completedInstallations",
         (select round(avg((g.work_rating + g.communication_rating) / 2.0), 1)::float from installation_grades g where g.installer_id = u.id) as "meanRating",
         (select count(*)::int from installation_grades g where g.installer_id = u.id) as "ratingsCount",
         (select json_agg(json_build_object('installationId', g.installation_id, 'createdAt', g.created_at, 'workRating', g.work_rating,
                                            'communicationRating', g.communication_rating, 'comment', coalesce(g.work_comment, g.communication_comment)))
            from (select * from installation_grades g where g.installer_id = u.id order by g.created_at desc limit 5) g) as "recentGrades"
  from installer_certifications c
  join users u on u.id = c.installer_id
  join certification_levels l on l.id = c.certification_level_id
  join certification_types t on t.id = l.certification_type_id
  left join lateral (select cl.id, cl.rank, cl.name from installer_certifications h join certification_levels cl on cl.id = h.certification_level_id
                     where h.installer_id = u.id and h.id <> c.id and h.status = 'ACTIVE' and cl.certification_type_id = t.id and h.expires_at > ${now.toISOString()}
                     order by cl.rank desc limit 1) cur on true`;

function present(r: Row, lang: Lang, now: Date): CertificationRequest {
  return {
    id: r.id,
    installer: { id: r.installerId, fullName: fullName(r), phone: r.phone, dealerName: r.dealerName },
    certificationType: { id: r.typeId, code: r.typeCode, name: nameIn(r.typeName, lang) },
    level: { id: r.levelId, rank: r.rank, name: nameIn(r.levelName, lang) },
    currentLevel:
      r.currentLevelId !== null && r.currentLevelName ? { id: r.currentLevelId, rank: r.currentRank!, name: nameIn(r.currentLevelName, lang) } : null,
    status: statusAt(r.status, r.expiresAt === null ? null : new Date(r.expiresAt), now),
    reason: r.reason,
    createdAt: iso(r.createdAt)!,
    decidedAt: iso(r.decidedAt),
    expiresAt: r.expiresAt === null ? null : kyivDay(new Date(r.expiresAt)),
    completedInstallations: r.completedInstallations,
    meanRating: r.meanRating,
    ratingsCount: r.ratingsCount,
    recentGrades: (r.recentGrades ?? []).map((g) => ({ ...g, createdAt: new Date(g.createdAt).toISOString() })),
  };
}

export async function certificationRequestPage(db: Db, q: { status: string; search?: string; page: number; perPage: number; lang: Lang }, now: Date) {
  const parts: SQL[] = [sql`c.status = ${q.status}`];
  if (q.search) {
    const like = containing(q.search.toLowerCase());
    parts.push(sql`(lower(u.name || ' ' || u.lastname) like ${like} or u.phone like ${like})`);
  }
  const where = sql.join(parts, sql` and `);
  const [count, rows] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from installer_certifications c join users u on u.id = c.installer_id where ${where}`),
    rowsOf<Row>(
      db,
      sql`${select(now)} where ${where} order by c.created_at ${sql.raw(q.status === 'REQUEST' ? 'asc' : 'desc')}, c.id limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}`,
    ),
  ]);
  return { total: count[0].total, items: rows.map((r) => present(r, q.lang, now)) };
}

export async function certificationRequestById(db: Db, id: number, lang: Lang, now: Date) {
  const [row] = await rowsOf<Row>(db, sql`${select(now)} where c.id = ${id}`);
  return row ? present(row, lang, now) : null;
}

/** Applies for a level (REQUEST); returns the application's id. */
export async function insertApplication(db: Db, application: { installerId: number; certificationLevelId: number; createdAt: Date }) {
  const [row] = await db
    .insert(installerCertifications)
    .values({ ...application, status: 'REQUEST' })
    .returning({ id: installerCertifications.id });
  return row.id;
}

/** Whether the installer holds (ACTIVE) or awaits (REQUEST) a certification of the type, at any level. */
export async function holdsOrAwaits(db: Db, installerId: number, certificationTypeId: number) {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from installer_certifications c join certification_levels l on l.id = c.certification_level_id
        where c.installer_id = ${installerId} and l.certification_type_id = ${certificationTypeId} and c.status in ('REQUEST', 'ACTIVE') limit 1`,
  );
  return rows.length > 0;
}

/** Who applied: the installer of an application, or null for an unknown one. */
export async function applicantOf(db: Db, id: number) {
  const [row] = await db.select({ installerId: installerCertifications.installerId }).from(installerCertifications).where(eq(installerCertifications.id, id));
  return row?.installerId ?? null;
}

/** An application with its level and type, locked for the rest of the transaction (decided once). */
export async function lockApplication(db: Db, id: number) {
  const [row] = await db
    .select({ c: installerCertifications, l: certificationLevels, t: certificationTypes })
    .from(installerCertifications)
    .innerJoin(certificationLevels, eq(certificationLevels.id, installerCertifications.certificationLevelId))
    .innerJoin(certificationTypes, eq(certificationTypes.id, certificationLevels.certificationTypeId))
    .where(eq(installerCertifications.id, id))
    .for('update', { of: installerCertifications });
  return row ?? null;
}

export async function recordApplicationDecision(
  db: Db,
  id: number,
  decision: { status: 'ACTIVE' | 'DECLINED'; reason: string | null; decidedAt: Date; expiresAt: Date | null },
) {
  await db.update(installerCertifications).set(decision).where(eq(installerCertifications.id, id));
}

/** Deletes the installer's other ACTIVE certification of the type: an accepted level replaces the one held before. */
export async function dropReplacedLevel(db: Db, installerId: number, acceptedId: number, certificationTypeId: number) {
  await db.execute(sql`delete from installer_certifications c using certification_levels l
                       where l.id = c.certification_level_id and c.installer_id = ${installerId} and c.id <> ${acceptedId}
                         and c.status = 'ACTIVE' and l.certification_type_id = ${certificationTypeId}`);
}
