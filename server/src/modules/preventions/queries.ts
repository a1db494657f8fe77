import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../access';
import { loadVisible } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { installationPhotos, installationPreventions, preventionPhotos } from '../../db/schema';

export type PreventionRow = typeof installationPreventions.$inferSelect;

/** The prevention if `viewer` may see its installation (docs/access.md#row-scopes), else 404. */
export const visiblePrevention = (db: Db, viewer: Viewer, id: number) => loadVisible(db, 'preventions', viewer, id);

export async function lockPrevention(db: Db, id: number) {
  const [row] = await db.select().from(installationPreventions).where(eq(installationPreventions.id, id)).for('update');
  return row;
}

/** The postponements of a visit, from the installation's history (written by `recordEvent`). */
export function postponementsOf(db: Db, installationId: number, preventionId: number) {
  return rowsOf<{ at: Date | string; actor_id: number | null; name: string | null; lastname: string | null; v: Record<string, string | null> }>(
    db,
    sql`select h.at, h.actor_id, u.name, u.lastname, h.new_value as v
        from installation_history h left join users u on u.id = h.actor_id
        where h.installation_id = ${installationId} and h.field = 'preventionPostponed' and (h.new_value->>'preventionId')::int = ${preventionId}
        order by h.at, h.id`,
  );
}

export async function photosOf(db: Db, preventionId: number) {
  return db
    .select({ id: installationPhotos.id, key: installationPhotos.key })
    .from(preventionPhotos)
    .innerJoin(installationPhotos, eq(installationPhotos.id, preventionPhotos.photoId))
    .where(eq(preventionPhotos.preventionId, preventionId))
    .orderBy(asc(installationPhotos.id));
}

export const plannedOf = (db: Db, installationIds: number[]) =>
  installationIds.length
    ? db
        .select()
        .from(installationPreventions)
        .where(and(inArray(installationPreventions.installationId, installationIds), eq(installationPreventions.status, 'PLANNED')))
    : Promise.resolve([]);
