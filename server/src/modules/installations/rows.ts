import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { loadVisible, scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { installations } from '../../db/schema';
import { currentWriteScope } from '../../db/write-scope';
import { notFound, versionChanged } from '../../lib/http-errors';

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

/** The jobs each open transaction has locked (and so versioned) already. */
const lockedIn = new WeakMap<object, Set<number>>();

/**
 * The row locked for the rest of the transaction (writes of one installation never interleave). The first lock of a
 * transaction raises the job's version (docs/decisions/0052): every write of the job locks it first, whichever table it
 * writes. A request's `If-Match` is checked against the version the lock found: 412 when the job moved, nothing written.
 */
export async function lockInstallation(db: Db, id: number): Promise<InstallationRow> {
  const locked = lockedIn.get(db) ?? new Set<number>();
  if (locked.has(id)) {
    const [again] = await db.select().from(installations).where(eq(installations.id, id)).for('update');
    return again;
  }
  const [row] = await db
    .update(installations)
    .set({ revision: sql`${installations.revision} + 1` })
    .where(eq(installations.id, id))
    .returning();
  if (!row) throw notFound();
  // Only a transaction ends: a lock outside one (none today) raises the version each time.
  if (db instanceof PgTransaction) lockedIn.set(db, locked.add(id));
  const scope = currentWriteScope();
  if (scope) {
    const found = String(row.revision - 1);
    if (scope.ifMatch !== null && !scope.versions.has(id) && scope.ifMatch !== found) throw versionChanged('installations.versionChanged', found);
    scope.versions.set(id, row.revision);
  }
  return row;
}
