import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offsetOf } from '../../lib/paging';
import { maskedName } from '../../lib/names';

/** The mean of the clients' grades (work and communication) of an installer, with one decimal, and how many. */
export async function ratingSummary(db: Db, installerId: number) {
  const [row] = await rowsOf<{ meanRating: number | null; ratingsCount: number }>(
    db,
    sql`select round(avg((work_rating + communication_rating) / 2.0), 1)::float as "meanRating", count(*)::int as "ratingsCount"
        from installation_grades where installer_id = ${installerId}`,
  );
  return row;
}

/** The installer's grades with comments, newest first; the client is named as the wizard's lookups name people (masked). */
export async function ratingPage(db: Db, installerId: number, page: number, perPage: number) {
  const rows = await rowsOf<{
    installationId: number;
    createdAt: Date | string;
    name: string;
    lastname: string;
    workRating: number;
    workComment: string | null;
    communicationRating: number;
    communicationComment: string | null;
  }>(
    db,
    sql`select g.installation_id as "installationId", g.created_at as "createdAt", u.name, u.lastname,
               g.work_rating as "workRating", g.work_comment as "workComment",
               g.communication_rating as "communicationRating", g.communication_comment as "communicationComment"
        from installation_grades g join users u on u.id = g.client_id
        where g.installer_id = ${installerId} order by g.created_at desc, g.installation_id desc limit ${perPage} offset ${offsetOf(page, perPage)}`,
  );
  return rows.map((r) => ({
    installationId: r.installationId,
    createdAt: new Date(r.createdAt).toISOString(),
    client: maskedName(r.name, r.lastname),
    workRating: r.workRating,
    workComment: r.workComment,
    communicationRating: r.communicationRating,
    communicationComment: r.communicationComment,
    rating: (r.workRating + r.communicationRating) / 2,
  }));
}
