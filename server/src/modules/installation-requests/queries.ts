import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InstallationRequestStatus } from '../../../../contracts';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { certificationTypes, installationRequests, users } from '../../db/schema';
import { offsetOf } from '../../lib/paging';

export type RequestRow = typeof installationRequests.$inferSelect;

const client = alias(users, 'client');

/** A request with what its presentation needs: the client and the certification type's names. */
const withNames = (db: Db) =>
  db
    .select({
      request: installationRequests,
      client: { id: client.id, name: client.name, lastname: client.lastname, phone: client.phone },
      typeName: certificationTypes.name,
    })
    .from(installationRequests)
    .innerJoin(client, eq(client.id, installationRequests.clientId))
    .innerJoin(certificationTypes, eq(certificationTypes.id, installationRequests.certificationTypeId));

export type RequestWithNames = Awaited<ReturnType<ReturnType<typeof withNames>['where']>>[number];

/** One page of the requests `viewer` may see (the client's own, support all), newest first. */
export async function requestPage(db: Db, viewer: Viewer, status: InstallationRequestStatus | undefined, page: number, perPage: number) {
  const where = and(scopeOf('installationRequests', viewer), status ? eq(installationRequests.status, status) : undefined);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(installationRequests).where(where),
    withNames(db).where(where).orderBy(desc(installationRequests.createdAt), desc(installationRequests.id)).limit(perPage).offset(offsetOf(page, perPage)),
  ]);
  return { total, rows };
}

/** One request with its names, when `viewer` may see it. */
export async function requestWithNames(db: Db, viewer: Viewer, id: number): Promise<RequestWithNames | undefined> {
  const [row] = await withNames(db).where(and(eq(installationRequests.id, id), scopeOf('installationRequests', viewer)));
  return row;
}

/** The request row locked for the rest of the transaction. */
export async function lockRequest(db: Db, id: number) {
  const [row] = await db.select().from(installationRequests).where(eq(installationRequests.id, id)).for('update');
  return row;
}

export async function updateRequest(db: Db, where: SQL, values: Partial<typeof installationRequests.$inferInsert>, now: Date) {
  return db
    .update(installationRequests)
    .set({ ...values, updatedAt: now })
    .where(where)
    .returning();
}
