import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { tempFiles, users } from '../../db/schema';

export type TempFileRow = typeof tempFiles.$inferSelect;
export type NewTempFileRow = typeof tempFiles.$inferInsert;

/** The user's own temporary file that has not expired, or nothing (someone else's reads as unknown). */
export async function visibleTempFile(db: Db, viewer: Viewer, id: string, now: Date): Promise<TempFileRow | undefined> {
  const [row] = await db
    .select()
    .from(tempFiles)
    .where(and(eq(tempFiles.id, id), scopeOf('tempFiles', viewer), gt(tempFiles.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * The declared bytes of the user's unexpired temporary files, counted once the user's row is locked (call it
 * inside a transaction): two first chunks of one user are counted one after the other, each seeing the other's row.
 */
export async function lockedUnclaimedBytes(db: Db, ownerId: number, now: Date): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
  const [{ bytes }] = await db
    .select({ bytes: sql<string>`coalesce(sum(${tempFiles.totalBytes}), 0)` })
    .from(tempFiles)
    .where(and(eq(tempFiles.ownerId, ownerId), gt(tempFiles.expiresAt, now)));
  return Number(bytes);
}

export async function insertTempFile(db: Db, row: NewTempFileRow): Promise<TempFileRow> {
  const [inserted] = await db.insert(tempFiles).values(row).returning();
  return inserted;
}

/** Removes a temporary file's row whoever owns it (a first chunk that failed after its row was inserted). */
export async function dropTempFile(db: Db, id: string): Promise<void> {
  await db.delete(tempFiles).where(eq(tempFiles.id, id));
}

/** Records the next chunk, unless another request recorded chunk `index` first (then nothing: the caller answers 409). */
export async function recordChunk(
  db: Db,
  id: string,
  index: number,
  next: Pick<TempFileRow, 'receivedBytes' | 'receivedChunks' | 'parts' | 'complete'> & Partial<Pick<TempFileRow, 'uploadId'>>,
): Promise<TempFileRow | undefined> {
  const [row] = await db
    .update(tempFiles)
    .set(next)
    .where(and(eq(tempFiles.id, id), eq(tempFiles.receivedChunks, index)))
    .returning();
  return row;
}

/** Deletes the user's own unexpired temporary file; answers its row, or nothing when it is not theirs, expired or unknown. */
export async function deleteTempFile(db: Db, viewer: Viewer, id: string, now: Date): Promise<TempFileRow | undefined> {
  const [row] = await db
    .delete(tempFiles)
    .where(and(eq(tempFiles.id, id), scopeOf('tempFiles', viewer), gt(tempFiles.expiresAt, now)))
    .returning();
  return row;
}

/** Takes the user's complete, unexpired temporary files with these ids out of the table (inside the caller's transaction). */
export function takeTempFiles(db: Db, viewer: Viewer, ids: string[], now: Date): Promise<TempFileRow[]> {
  return db
    .delete(tempFiles)
    .where(and(inArray(tempFiles.id, ids), scopeOf('tempFiles', viewer), eq(tempFiles.complete, true), gt(tempFiles.expiresAt, now)))
    .returning();
}

/** Removes every row whose time has passed; answers what their bytes were. */
export function deleteExpired(db: Db, now: Date): Promise<Pick<TempFileRow, 'storeKey' | 'uploadId' | 'complete'>[]> {
  return db
    .delete(tempFiles)
    .where(lte(tempFiles.expiresAt, now))
    .returning({ storeKey: tempFiles.storeKey, uploadId: tempFiles.uploadId, complete: tempFiles.complete });
}
