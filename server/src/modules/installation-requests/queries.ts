import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InstallationRequestStatus, Lang } from '../../../../contracts';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { addressLine } from '../../lib/address-line';
import {
  certificationTypes,
  installationRequests,
  installations,
  installationUnits,
  productBlocks,
  products,
  productTranslations,
  users,
} from '../../db/schema';
import { offsetOf } from '../../lib/paging';

export type RequestRow = typeof installationRequests.$inferSelect;

/** What a fault reported on one of a job's units takes from the job: a request for service at its address, of its type. */
export type JobOfFault = Pick<
  typeof installations.$inferSelect,
  'id' | 'certificationTypeId' | 'settlementId' | 'region' | 'area' | 'city' | 'street' | 'house' | 'flat'
>;
export const faultOfJob = (job: JobOfFault, unitId: number) => ({
  workOrderType: 'SERVICE' as const,
  certificationTypeId: job.certificationTypeId,
  // A label is printed once the job has units, which its address step comes before; a draft's empty address stays empty.
  settlementId: job.settlementId ?? '',
  region: job.region ?? '',
  area: job.area,
  city: job.city ?? '',
  street: job.street ?? '',
  house: job.house ?? '',
  flat: job.flat,
  installationId: job.id,
  unitId,
});

/** The request's address in one line, as stored for a notice (the installations' rule). */
export const addressOf = (r: Pick<RequestRow, 'city' | 'street' | 'house' | 'flat'>) => addressLine(r);

const client = alias(users, 'client');

/** A request with what its presentation needs: the client, the certification type's names, the unit a fault was reported on. */
const withNames = (db: Db, lang: Lang) =>
  db
    .select({
      request: installationRequests,
      client: { id: client.id, name: client.name, lastname: client.lastname, phone: client.phone },
      typeName: certificationTypes.name,
      unit: { serial: installationUnits.serial, model: productBlocks.model, product: sql<string>`coalesce(${productTranslations.name}, ${products.sku})` },
    })
    .from(installationRequests)
    .leftJoin(client, eq(client.id, installationRequests.clientId))
    .innerJoin(certificationTypes, eq(certificationTypes.id, installationRequests.certificationTypeId))
    .leftJoin(installationUnits, eq(installationUnits.id, installationRequests.unitId))
    .leftJoin(products, eq(products.id, installationUnits.productId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, lang)))
    .leftJoin(productBlocks, eq(productBlocks.id, installationUnits.blockId));

export type RequestWithNames = Awaited<ReturnType<ReturnType<typeof withNames>['where']>>[number];

/** One page of the requests `viewer` may see (the client's own, support all), newest first. */
export async function requestPage(db: Db, viewer: Viewer, status: InstallationRequestStatus | undefined, page: number, perPage: number, lang: Lang) {
  const where = and(scopeOf('installationRequests', viewer), status ? eq(installationRequests.status, status) : undefined);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(installationRequests).where(where),
    withNames(db, lang)
      .where(where)
      .orderBy(desc(installationRequests.createdAt), desc(installationRequests.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
  ]);
  return { total, rows };
}

/** One request with its names, when `viewer` may see it. */
export async function requestWithNames(db: Db, viewer: Viewer, id: number, lang: Lang): Promise<RequestWithNames | undefined> {
  const [row] = await withNames(db, lang).where(and(eq(installationRequests.id, id), scopeOf('installationRequests', viewer)));
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
