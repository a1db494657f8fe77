import { eq } from 'drizzle-orm';
import { loadVisible, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { installations } from '../../db/schema';
import { notFound } from '../../lib/http-errors';

export type InstallationRow = typeof installations.$inferSelect;

/** The installation if `viewer` may see it (docs/access.md#row-scopes), else 404. */
export const visibleInstallation = (db: Db, viewer: Viewer, id: number) => loadVisible(db, 'installations', viewer, id);

/** The row locked for the rest of the transaction (writes of one installation never interleave). */
export async function lockInstallation(db: Db, id: number): Promise<InstallationRow> {
  const [row] = await db.select().from(installations).where(eq(installations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}
