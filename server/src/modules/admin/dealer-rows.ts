import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminDealersQuery, DealerPerson } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { dealerProfiles } from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { EXPORT_BATCH } from '../../lib/spreadsheet';
import { containing } from '../../db/like';

/** A dealer company as the back-office reads it: the owner's (DEALER) account and its `dealer_profiles` row. */
export type DealerRow = {
  id: number;
  companyName: string;
  dealerCode: string;
  regionId: number | null;
  regionName: string | null;
  regionLatin: string | null;
  installersCount: number;
  invited: boolean;
  deactivatedAt: Date | string | null;
  createdAt: Date | string;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** The list's order (lower-cased name), for an export's keyset walk. */
  sortName: string;
};

export type ProfileRow = typeof dealerProfiles.$inferSelect;
type DealersQuery = z.infer<typeof adminDealersQuery>;

const SELECT = sql`select p.dealer_id as id, p.company_name as "companyName", p.dealer_code as "dealerCode", p.region_id as "regionId",
                          rg.name as "regionName", rg.name_latin as "regionLatin",
                          (select count(*)::int from users i join roles ir on ir.id = i.role_id and ir.name = 'INSTALLER' where i.dealer_id = p.dealer_id) as "installersCount",
                          (u.password_hash is null) as invited, p.deactivated_at as "deactivatedAt", p.created_at as "createdAt",
                          p.phone, p.email, p.address, lower(p.company_name) as "sortName"
                   from dealer_profiles p join users u on u.id = p.dealer_id left join regions rg on rg.id = p.region_id`;

const STATES: Record<DealersQuery['state'], SQL | undefined> = {
  active: sql`p.deactivated_at is null`,
  deactivated: sql`p.deactivated_at is not null`,
  all: undefined,
};

type DealersFilters = Pick<DealersQuery, 'search' | 'state'>;

/** The companies in a state; `search` matches part of the name or the code. */
function dealersWhere(q: DealersFilters): SQL {
  const parts = [STATES[q.state]];
  if (q.search) {
    const like = containing(q.search.toLowerCase());
    parts.push(sql`(lower(p.company_name) like ${like} or p.dealer_code like ${like})`);
  }
  const conditions = parts.filter((part) => part !== undefined);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/** One page of the companies, by name. */
export async function dealerPage(db: Db, q: DealersFilters & Pick<DealersQuery, 'page' | 'perPage'>) {
  const where = dealersWhere(q);
  const [count, rows] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from dealer_profiles p where ${where}`),
    rowsOf<DealerRow>(db, sql`${SELECT} where ${where} order by lower(p.company_name), p.dealer_id limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}`),
  ]);
  return { total: count[0].total, rows };
}

/** Every company through the list's filters, by name, a batch after the last one read (an export). */
export const dealerBatch = (db: Db, q: DealersFilters, after: DealerRow | null) =>
  rowsOf<DealerRow>(
    db,
    sql`${SELECT} where ${dealersWhere(q)} ${after ? sql`and (lower(p.company_name), p.dealer_id) > (${after.sortName}, ${after.id})` : sql``}
        order by lower(p.company_name), p.dealer_id limit ${EXPORT_BATCH}`,
  );

export async function dealerRow(db: Db, id: number): Promise<DealerRow | null> {
  const [row] = await rowsOf<DealerRow>(db, sql`${SELECT} where p.dealer_id = ${id}`);
  return row ?? null;
}

const PEOPLE = sql`select u.id, u.name, u.lastname, u.phone, r.name as role, (u.password_hash is null) as invited
                   from users u join roles r on r.id = u.role_id`;
const OF_COMPANY = (dealerId: number) => sql`(u.id = ${dealerId} or (u.dealer_id = ${dealerId} and r.name in ('DEALER_DEPUTY', 'DEALER_ASSISTANT')))`;

/** The company's people: the owner first, then deputies and assistants by name. */
export const peopleOf = (db: Db, dealerId: number) =>
  rowsOf<DealerPerson>(db, sql`${PEOPLE} where ${OF_COMPANY(dealerId)} order by (u.id = ${dealerId}) desc, u.lastname, u.name, u.id`);

/** One of the company's people (its owner, a deputy or an assistant), or null. */
export async function personOfCompany(db: Db, dealerId: number, userId: number): Promise<DealerPerson | null> {
  const [row] = await rowsOf<DealerPerson>(db, sql`${PEOPLE} where u.id = ${userId} and ${OF_COMPANY(dealerId)}`);
  return row ?? null;
}

/** The company's installers, whom a deactivation concerns. */
export const installersOf = (db: Db, dealerId: number) =>
  rowsOf<{ id: number; language: string }>(
    db,
    sql`select u.id, u.language from users u join roles r on r.id = u.role_id and r.name = 'INSTALLER' where u.dealer_id = ${dealerId}`,
  );

export async function profileOf(db: Db, dealerId: number): Promise<ProfileRow | null> {
  const [row] = await db.select().from(dealerProfiles).where(eq(dealerProfiles.dealerId, dealerId));
  return row ?? null;
}

/** The profile, locked for the rest of the transaction (one change of a company at a time). */
export async function lockProfile(db: Db, dealerId: number): Promise<ProfileRow | null> {
  const [row] = await db.select().from(dealerProfiles).where(eq(dealerProfiles.dealerId, dealerId)).for('update');
  return row ?? null;
}

/** Whether another company (not `exceptId`) has this code. */
export async function codeTaken(db: Db, dealerCode: string, exceptId?: number) {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from dealer_profiles where dealer_code = ${dealerCode} and dealer_id <> ${exceptId ?? 0} limit 1`,
  );
  return rows.length > 0;
}

export async function insertProfile(db: Db, values: typeof dealerProfiles.$inferInsert) {
  await db.insert(dealerProfiles).values(values);
}

export async function updateProfile(db: Db, dealerId: number, values: Partial<Omit<ProfileRow, 'dealerId' | 'createdAt'>>) {
  await db.update(dealerProfiles).set(values).where(eq(dealerProfiles.dealerId, dealerId));
}
