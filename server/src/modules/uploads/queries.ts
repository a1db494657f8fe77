import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { tempFiles } from '../../db/schema';

export type TempFileRow = typeof tempFiles.$inferSelect;

/** The user's own temporary file that has not expired, or nothing (someone else's reads as unknown). */
export async function visibleTempFile(db: Db, viewer: Viewer, id: string, now: Date): Promise<TempFileRow | undefined> {
  const [row] = await db
    .select()
    .from(tempFiles)
    .where(and(eq(tempFiles.id, id), scopeOf('tempFiles', viewer), gt(tempFiles.expiresAt, now)))
    .limit(1);
  return row;
}

export async function insertTempFile(db: Db, row: typeof tempFiles.$inferInsert): Promise<TempFileRow> {
  const [inserted] = await db.insert(tempFiles).values(row).returning();
  return inserted;
}

/** Records the next chunk, unless another request recorded chunk `index` first (then nothing: the caller answers 409). */
export async function recordChunk(
  db: Db,
  id: string,
  index: number,
  next: Pick<TempFileRow, 'receivedBytes' | 'receivedChunks' | 'parts' | 'complete' | 'expiresAt'>,
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
