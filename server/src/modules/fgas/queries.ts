import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fgasCertificates, fgasEntries, installationUnits, productBlocks, refrigerantCircuits, users } from '../../db/schema';

export type CircuitRow = typeof refrigerantCircuits.$inferSelect;
export type EntryRow = typeof fgasEntries.$inferSelect;
export type CertificateRow = typeof fgasCertificates.$inferSelect;

/** The circuits of a job in the order they were added, each with its outdoor unit's serial and model. */
export const circuitsOfJob = (db: Db, installationId: number) =>
  db
    .select({ circuit: refrigerantCircuits, unit: { id: installationUnits.id, serial: installationUnits.serial, model: productBlocks.model } })
    .from(refrigerantCircuits)
    .leftJoin(installationUnits, eq(installationUnits.id, refrigerantCircuits.unitId))
    .leftJoin(productBlocks, eq(productBlocks.id, installationUnits.blockId))
    .where(eq(refrigerantCircuits.installationId, installationId))
    .orderBy(asc(refrigerantCircuits.id));
export type CircuitWithUnit = Awaited<ReturnType<typeof circuitsOfJob>>[number];

/** The entries of these circuits, oldest first (the order they happened in, then the order they were written). */
export async function entriesOf(db: Db, circuitIds: number[]) {
  if (circuitIds.length === 0) return [];
  return db
    .select({ entry: fgasEntries, author: { name: users.name, lastname: users.lastname } })
    .from(fgasEntries)
    .innerJoin(users, eq(users.id, fgasEntries.authorId))
    .where(inArray(fgasEntries.circuitId, circuitIds))
    .orderBy(asc(fgasEntries.on), asc(fgasEntries.id));
}
export type EntryWithAuthor = Awaited<ReturnType<typeof entriesOf>>[number];

export async function certificateOf(db: Db, userId: number): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(fgasCertificates).where(eq(fgasCertificates.userId, userId));
  return row;
}

/** The circuit, locked for the rest of the transaction: entries are appended one at a time per circuit. */
export async function lockCircuit(db: Db, id: number): Promise<CircuitRow | undefined> {
  const [row] = await db.select().from(refrigerantCircuits).where(eq(refrigerantCircuits.id, id)).for('update');
  return row;
}
