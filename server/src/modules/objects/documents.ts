import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildingObjectDocuments } from '../../db/schema';

export type DocumentRow = typeof buildingObjectDocuments.$inferSelect;

export const documentsOf = (db: Db, objectId: number) =>
  db.select().from(buildingObjectDocuments).where(eq(buildingObjectDocuments.objectId, objectId)).orderBy(asc(buildingObjectDocuments.id));

export const documentCount = async (db: Db, objectId: number) =>
  (await db.select({ n: count() }).from(buildingObjectDocuments).where(eq(buildingObjectDocuments.objectId, objectId)))[0].n;

export const insertDocuments = (db: Db, rows: (typeof buildingObjectDocuments.$inferInsert)[]) => db.insert(buildingObjectDocuments).values(rows);

export const documentById = async (db: Db, objectId: number, documentId: number): Promise<DocumentRow | undefined> =>
  (
    await db
      .select()
      .from(buildingObjectDocuments)
      .where(and(eq(buildingObjectDocuments.objectId, objectId), eq(buildingObjectDocuments.id, documentId)))
  )[0];

/** Deletes a document of the object; answers its stored key, or undefined when the object has no such document. */
export const deleteDocument = async (db: Db, objectId: number, documentId: number): Promise<string | undefined> =>
  (
    await db
      .delete(buildingObjectDocuments)
      .where(and(eq(buildingObjectDocuments.id, documentId), eq(buildingObjectDocuments.objectId, objectId)))
      .returning({ key: buildingObjectDocuments.key })
  )[0]?.key;
