import { eq, sql, type SQL } from 'drizzle-orm';
import type { DealerRequest, DealerRequestKind, DealerRequestStatus, Lang } from '../../../../contracts';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { iso, rowsOf } from '../../db/rows';
import { dealerRequests, regions } from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { fullName, nameIn } from '../../lib/names';

type RequestRow = {
  id: number;
  kind: DealerRequestKind;
  status: Exclude<DealerRequestStatus, 'NOT_SENT'>;
  userId: number;
  dealerId: number;
  name: string;
  lastname: string;
  phone: string;
  supplier: string | null;
  regionId: number | null;
  regionName: string | null;
  regionLatin: string | null;
  typeId: number | null;
  typeCode: 'RAC' | 'LCAC' | 'HP' | null;
  typeName: Record<Lang, string> | null;
  certificationTypeId: number | null;
  lastJobLicense: string | null;
  comment: string | null;
  reason: string | null;
  previousDealerName: string | null;
  dealerName: string;
  dealerCode: string | null;
  createdAt: Date | string;
  decidedAt: Date | string | null;
};

const company = (alias: string) =>
  sql.raw(
    `(select coalesce(p.company_name, trim(d.name || ' ' || d.lastname)) from users d left join dealer_profiles p on p.dealer_id = d.id where d.id = ${alias})`,
  );

const SELECT = sql`select dealer_requests.id, dealer_requests.kind, dealer_requests.status, dealer_requests.user_id as "userId", dealer_requests.dealer_id as "dealerId", u.name, u.lastname, u.phone,
                          dealer_requests.supplier, dealer_requests.region_id as "regionId", rg.name as "regionName", rg.name_latin as "regionLatin",
                          dealer_requests.certification_type_id as "certificationTypeId", ct.id as "typeId", ct.code as "typeCode", ct.name as "typeName",
                          dealer_requests.last_job_license as "lastJobLicense", dealer_requests.comment, dealer_requests.reason,
                          ${company('dealer_requests.previous_dealer_id')} as "previousDealerName", ${company('dealer_requests.dealer_id')} as "dealerName",
                          (select dealer_code from dealer_profiles where dealer_id = dealer_requests.dealer_id) as "dealerCode",
                          dealer_requests.created_at as "createdAt", dealer_requests.decided_at as "decidedAt"
                   from dealer_requests join users u on u.id = dealer_requests.user_id
                   left join regions rg on rg.id = dealer_requests.region_id left join certification_types ct on ct.id = dealer_requests.certification_type_id`;

/** A region's name: Ukrainian for uk, the official Latin transliteration otherwise. */
export const regionName = (r: { name: string; nameLatin: string }, lang: Lang) => (lang === 'uk' ? r.name : r.nameLatin);

/** A request as the dealer (or support) sees it. */
export function presentRequest(r: RequestRow, lang: Lang): DealerRequest {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    user: { id: r.userId, fullName: fullName(r), phone: r.phone },
    supplier: r.supplier,
    region:
      r.regionId !== null && r.regionName !== null
        ? { id: r.regionId, name: regionName({ name: r.regionName, nameLatin: r.regionLatin ?? r.regionName }, lang) }
        : null,
    certificationType: r.typeId !== null && r.typeCode && r.typeName ? { id: r.typeId, code: r.typeCode, name: nameIn(r.typeName, lang) } : null,
    lastJobLicense: r.lastJobLicense,
    comment: r.comment,
    currentDealerName: r.previousDealerName,
    reason: r.reason,
    createdAt: iso(r.createdAt)!,
    decidedAt: iso(r.decidedAt),
  };
}

/** A request as its author sees it. */
export const presentOwn = (r: RequestRow) => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  dealerName: r.dealerName,
  dealerCode: r.dealerCode ?? '',
  comment: r.comment,
  reason: r.reason,
  createdAt: iso(r.createdAt)!,
  decidedAt: iso(r.decidedAt),
});

export async function requestRow(db: Db, id: number): Promise<RequestRow | null> {
  const [row] = await rowsOf<RequestRow>(db, sql`${SELECT} where dealer_requests.id = ${id}`);
  return row ?? null;
}

/** The user's latest request of a kind. */
export async function latestOwnRequest(db: Db, userId: number, kind: DealerRequestKind): Promise<RequestRow | null> {
  const [row] = await rowsOf<RequestRow>(
    db,
    sql`${SELECT} where dealer_requests.user_id = ${userId} and dealer_requests.kind = ${kind} order by dealer_requests.created_at desc, dealer_requests.id desc limit 1`,
  );
  return row ?? null;
}

/** Requests addressed to the viewer's company (the admin: all), newest first. */
export async function requestPage(db: Db, viewer: Viewer, q: { kind?: DealerRequestKind; status: string; page: number; perPage: number }) {
  const parts: SQL[] = [sql`dealer_requests.status = ${q.status}`];
  const scope = scopeOf('dealerRequests', viewer);
  if (scope) parts.push(scope);
  if (q.kind) parts.push(sql`dealer_requests.kind = ${q.kind}`);
  const where = sql.join(parts, sql` and `);
  const [count, rows] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from dealer_requests where ${where}`),
    rowsOf<RequestRow>(
      db,
      sql`${SELECT} where ${where} order by dealer_requests.created_at desc, dealer_requests.id desc limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}`,
    ),
  ]);
  return { total: count[0].total, rows };
}

/** Whether this dealer blocked requests from this person. */
export async function isBlocked(db: Db, userId: number, dealerId: number) {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from dealer_requests where user_id = ${userId} and dealer_id = ${dealerId} and status = 'BLOCKED' limit 1`,
  );
  return rows.length > 0;
}

export async function hasWaitingRequest(db: Db, userId: number) {
  const rows = await rowsOf<{ one: number }>(db, sql`select 1 as one from dealer_requests where user_id = ${userId} and status = 'SENT' limit 1`);
  return rows.length > 0;
}

/** What a request says besides who asks whom: the installer request's form, or the dealer change's reason. */
export type RequestDetails = Pick<typeof dealerRequests.$inferInsert, 'supplier' | 'regionId' | 'certificationTypeId' | 'lastJobLicense' | 'comment'>;

/** Stores a request (SENT); a second one waiting for the same person breaks the partial unique index (23505). */
export async function insertRequest(db: Db, values: typeof dealerRequests.$inferInsert) {
  const [row] = await db.insert(dealerRequests).values(values).returning({ id: dealerRequests.id });
  return row.id;
}

/** The request, locked for the rest of the transaction (decided once). */
export async function lockRequest(db: Db, id: number) {
  const [row] = await db.select().from(dealerRequests).where(eq(dealerRequests.id, id)).for('update');
  return row ?? null;
}

export async function recordDecision(
  db: Db,
  id: number,
  decision: { status: 'ACCEPTED' | 'DECLINED' | 'BLOCKED'; reason: string | null; decidedBy: number; decidedAt: Date },
) {
  await db.update(dealerRequests).set(decision).where(eq(dealerRequests.id, id));
}

/** The regions an applicant chooses from, named and ordered in `lang`. */
export async function regionList(db: Db, lang: Lang) {
  const rows = await db
    .select()
    .from(regions)
    .orderBy(lang === 'uk' ? regions.name : regions.nameLatin);
  return rows.map((r) => ({ id: r.id, name: regionName(r, lang) }));
}

export async function regionExists(db: Db, id: number) {
  const rows = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
  return rows.length > 0;
}
