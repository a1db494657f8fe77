import { eq } from 'drizzle-orm';
import { loadVisible, isDealerRole, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { installations } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-errors';

export type InstallationRow = typeof installations.$inferSelect;

/** A 409 with its text under `api.errors.installations.*`. */
export const conflict = (reason: 'stepOrder' | 'notEditable' | 'wrongWizard' | 'notDraft' | 'notCancellable' | 'barcodesMissing' | 'cancelled' | 'noChange') =>
  new HttpError(409, `installations.${reason}`);

/** The installation if `viewer` may see it (DOMAIN.md matrix), else 404. */
export const visibleInstallation = (db: Db, viewer: Viewer, id: number) => loadVisible(db, 'installations', viewer, id);

/** The row locked for the rest of the transaction (writes of one installation never interleave). */
export async function lockInstallation(db: Db, id: number): Promise<InstallationRow> {
  const [row] = await db.select().from(installations).where(eq(installations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * DOMAIN.md `canBeUpdated`: a draft by its creator (only they see it), a NEW installation by its creator,
 * the dealer (of its installer) or the admin; nothing after that.
 */
export function mayUpdate(viewer: Viewer, row: InstallationRow) {
  if (row.code === 'DRAFT') return row.creatorId === viewer.id;
  if (row.code !== 'NEW') return false;
  return row.creatorId === viewer.id || isDealerRole(viewer.role) || viewer.role === 'ADMIN';
}

/** Who works on an installation: the admin, the dealer roles, and its installer or creating installer. */
export function isWorker(viewer: Viewer, row: InstallationRow) {
  return viewer.role === 'ADMIN' || isDealerRole(viewer.role) || (viewer.role === 'INSTALLER' && (viewer.id === row.installerId || viewer.id === row.creatorId));
}

/** Who registers or corrects units outside the wizard, and when: a worker, from NEW on (after signing: a change for the client to sign). */
export const mayRegisterUnits = (viewer: Viewer, row: InstallationRow) => ['NEW', 'AWAITING_CONFIRMATION', 'COMPLETED', 'PREVENTION'].includes(row.code) && isWorker(viewer, row);

/** The card's `canAddPhotos`: a worker, on a registered installation that is not cancelled. */
export const mayAddPhotos = (viewer: Viewer, row: InstallationRow) => isWorker(viewer, row) && row.code !== 'DRAFT' && row.code !== 'CANCELLED';
