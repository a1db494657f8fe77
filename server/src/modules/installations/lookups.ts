import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { dealerInstallersQuery } from '../../../../contracts';
import { dealerOf, isDealerRole, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/http-errors';
import { offsetOf, toPage } from '../../lib/paging';
import type { RateLimiter } from '../../lib/rate-limit';
import { certificationsOf } from './certifications';
import { visibleInstallation } from './rows';
import { fullName, maskedName } from './status';

/**
 * Name lookups by phone for the wizard (ADR 0020): signed-in installers, dealers and the admin only
 * (the route's area), counted per user, and answering a masked name, so that they cannot serve as a
 * phone directory.
 */
export const NAME_LOOKUPS_PER_USER = { max: 30, windowSeconds: 10 * 60 };

type DealerInstallersQuery = z.infer<typeof dealerInstallersQuery>;

export function createLookups({ db, rateLimit, clock }: { db: Db; rateLimit: RateLimiter; clock: Clock }) {
  async function byPhone(viewer: Viewer, phone: string, role: 'USER' | 'INSTALLER') {
    await rateLimit.consume(`installations:names:${viewer.id}`, NAME_LOOKUPS_PER_USER);
    const rows = await rowsOf<{ id: number; name: string; lastname: string }>(
      db,
      sql`select u.id, u.name, u.lastname from users u join roles r on r.id = u.role_id where u.phone = ${phone} and r.name = ${role}`,
    );
    return rows[0] ?? null;
  }

  return {
    async clientName(viewer: Viewer, phone: string) {
      const u = await byPhone(viewer, phone, 'USER');
      return { clientName: u ? maskedName(u.name, u.lastname) : null };
    },

    async installerName(viewer: Viewer, phone: string) {
      const u = await byPhone(viewer, phone, 'INSTALLER');
      return { installerFullName: u ? maskedName(u.name, u.lastname) : null, installerId: u?.id ?? null };
    },

    /**
     * The dealer's installers with their certifications (the wizard's installer choice), filtered by
     * name or phone, or to those certified for types, levels or an installation's type.
     * The admin sees every installer.
     */
    async dealerInstallers(viewer: Viewer, q: DealerInstallersQuery, url: (page: number) => string) {
      if (!isDealerRole(viewer.role) && viewer.role !== 'ADMIN') throw forbidden();
      const now = clock.now();
      const typeOfInstallation = q.installationId ? (await visibleInstallation(db, viewer, q.installationId)).certificationTypeId : undefined;
      const parts = [sql`r.name = 'INSTALLER'`];
      if (isDealerRole(viewer.role)) parts.push(sql`u.dealer_id = ${dealerOf(viewer)}`);
      if (q.search) {
        const like = `%${q.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
        parts.push(sql`(lower(u.name || ' ' || u.lastname) like ${like} or u.phone like ${like})`);
      }
      // Certified means an ACTIVE certification not past its end (DOMAIN.md), whichever filter asks.
      const certified = (cond: ReturnType<typeof sql>) =>
        sql`exists (select 1 from installer_certifications c join certification_levels l on l.id = c.certification_level_id
                    where c.installer_id = u.id and c.status = 'ACTIVE' and (c.expires_at is null or c.expires_at > ${now.toISOString()}) and ${cond})`;
      const ids = (list: number[]) => `{${list.join(',')}}`;
      if (q.certificationTypeIds) parts.push(certified(sql`l.certification_type_id = any(${ids(q.certificationTypeIds)}::int[])`));
      if (q.certificationLevelIds) parts.push(certified(sql`l.id = any(${ids(q.certificationLevelIds)}::int[])`));
      if (typeOfInstallation !== undefined) {
        parts.push(certified(sql`l.certification_type_id = ${typeOfInstallation}`));
      }
      const where = sql.join(parts, sql` and `);
      const [count, rows] = await Promise.all([
        rowsOf<{ total: number }>(db, sql`select count(*)::int as total from users u join roles r on r.id = u.role_id where ${where}`),
        rowsOf<{ id: number; name: string; lastname: string; phone: string; meanRating: number | null; ratingsCount: number; installationsCount: number }>(
          db,
          sql`select u.id, u.name, u.lastname, u.phone,
                     (select round(avg((g.work_rating + g.communication_rating) / 2.0), 1)::float from installation_grades g where g.installer_id = u.id) as "meanRating",
                     (select count(*)::int from installation_grades g where g.installer_id = u.id) as "ratingsCount",
                     (select count(*)::int from installations i where i.installer_id = u.id and i.completed_at is not null and i.code <> 'CANCELLED') as "installationsCount"
              from users u join roles r on r.id = u.role_id where ${where}
              order by u.lastname, u.name, u.id limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}`,
        ),
      ]);
      const certifications = await certificationsOf(db, rows.map((r) => r.id), q.lang, now);
      const items = rows.map((r) => ({ id: r.id, fullName: fullName(r), phone: r.phone, certifications: certifications.get(r.id) ?? [], meanRating: r.meanRating, ratingsCount: r.ratingsCount, installationsCount: r.installationsCount }));
      return toPage(items, { page: q.page, perPage: q.perPage, total: count[0].total, url });
    },
  };
}
