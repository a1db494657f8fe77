import { and, eq, type SQL } from 'drizzle-orm';
import { loadVisible, scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { installations } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

export type InstallationRow = typeof installations.$inferSelect;

/** The installation if `viewer` may see it (docs/access.md#row-scopes), else 404. */
export const visibleInstallation = (db: Db, viewer: Viewer, id: number) => loadVisible(db, 'installations', viewer, id);

/**
 * The same with `reads` beside the row in one statement (each a value computed from the row, e.g. a json subquery over
 * `installations.id`): nothing else is read when the viewer may not see it.
 */
export async function visibleInstallationWith<R extends Record<string, SQL>>(
  db: Db,
  viewer: Viewer,
  id: number,
  reads: R,
): Promise<{ row: InstallationRow } & { [K in keyof R]: R[K] extends SQL<infer T> ? T : never }> {
  const [found] = await db
    .select({ row: installations, ...(reads as Record<string, SQL>) })
    .from(installations)
    .where(and(eq(installations.id, id), scopeOf('installations', viewer)))
    .limit(1);
  if (!found) throw notFound();
  return found as never;
}

/** The row locked for the rest of the transaction (writes of one installation never interleave). */
export async function lockInstallation(db: Db, id: number): Promise<InstallationRow> {
  const [row] = await db.select().from(installations).where(eq(installations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}
