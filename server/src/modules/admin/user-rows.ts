import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery, RoleName } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';
import { offsetOf } from '../../lib/paging';
import { EXPORT_BATCH } from '../../lib/spreadsheet';
import { containing } from '../../db/like';

/** An account as support's list reads it, with the company it belongs to (a dealer's own, or `users.dealer_id`'s). */
export type UserRow = {
  id: number;
  name: string;
  lastname: string;
  phone: string;
  email: string;
  role: RoleName;
  dealerId: number | null;
  companyName: string | null;
  invited: boolean;
  blockedAt: Date | string | null;
  blockReason: string | null;
  createdAt: Date | string;
  /** `created_at` to the microsecond, for an export's keyset walk. */
  createdKey: string;
};

// The company is the one `dealerOf` (access/matrix.ts) names: a DEALER's own, anyone else's `users.dealer_id`.
const SELECT = sql`select u.id, u.name, u.lastname, u.phone, u.email, r.name as role, p.dealer_id as "dealerId", p.company_name as "companyName",
                          (u.password_hash is null) as invited, u.blocked_at as "blockedAt", u.block_reason as "blockReason", u.created_at as "createdAt",
                          u.created_at::text as "createdKey"
                   from users u join roles r on r.id = u.role_id left join dealer_profiles p on p.dealer_id = coalesce(u.dealer_id, u.id)`;

const STATES: Record<AdminUsersQuery['state'], SQL | undefined> = {
  all: undefined,
  active: sql`u.blocked_at is null`,
  blocked: sql`u.blocked_at is not null`,
  invited: sql`u.password_hash is null`,
};

type UsersFilters = Pick<AdminUsersQuery, 'search' | 'role' | 'dealerId' | 'state'>;

/** The accounts a list's filters leave: `search` matches part of the name and last name (case-insensitive) or, by its digits, part of the phone. */
function usersWhere(q: UsersFilters): SQL {
  const parts = [STATES[q.state]];
  if (q.search) {
    const digits = q.search.replace(/\D/g, '');
    const byName = sql`lower(u.name || ' ' || u.lastname) like ${containing(q.search.toLowerCase())}`;
    parts.push(digits ? sql`(${byName} or u.phone like ${containing(digits)})` : byName);
  }
  if (q.role) parts.push(sql`u.role_id = (select id from roles where name = ${q.role})`);
  if (q.dealerId) parts.push(sql`(u.id = ${q.dealerId} or u.dealer_id = ${q.dealerId})`);
  const conditions = parts.filter((part) => part !== undefined);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * One page of the accounts, newest first: the search through trigram indexes (users_name_search_idx,
 * users_phone_search_idx), the order through users_created_idx, the blocked through their partial index (migration 0024).
 */
export async function userPage(db: Db, q: UsersFilters & Pick<AdminUsersQuery, 'page' | 'perPage'>) {
  const where = usersWhere(q);
  const [count, rows] = await Promise.all([
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from users u where ${where}`),
    rowsOf<UserRow>(db, sql`${SELECT} where ${where} order by u.created_at desc, u.id desc limit ${q.perPage} offset ${offsetOf(q.page, q.perPage)}`),
  ]);
  return { total: count[0].total, rows };
}

/** Every account through the list's filters, newest first, a batch after the last one read (an export). */
export const userBatch = (db: Db, q: UsersFilters, after: UserRow | null) =>
  rowsOf<UserRow>(
    db,
    sql`${SELECT} where ${usersWhere(q)} ${after ? sql`and (u.created_at, u.id) < (${after.createdKey}::timestamptz, ${after.id})` : sql``}
        order by u.created_at desc, u.id desc limit ${EXPORT_BATCH}`,
  );

export async function userRow(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await rowsOf<UserRow>(db, sql`${SELECT} where u.id = ${id}`);
  return row ?? null;
}

/** The account support acts on. */
export type Target = {
  id: number;
  name: string;
  phone: string;
  role: RoleName;
  dealerId: number | null;
  invited: boolean;
  blockedAt: Date | null;
  blockReason: string | null;
};

async function target(db: Db, id: number, lock: SQL): Promise<Target | null> {
  const [row] = await rowsOf<Omit<Target, 'blockedAt'> & { blockedAt: Date | string | null }>(
    db,
    sql`select u.id, u.name, u.phone, r.name as role, u.dealer_id as "dealerId", (u.password_hash is null) as invited,
               u.blocked_at as "blockedAt", u.block_reason as "blockReason"
        from users u join roles r on r.id = u.role_id where u.id = ${id} ${lock}`,
  );
  return row ? { ...row, blockedAt: row.blockedAt === null ? null : new Date(row.blockedAt) } : null;
}

export const targetOf = (db: Db, id: number) => target(db, id, sql``);
/** The account, locked for the rest of the transaction (one change of a person at a time). */
export const lockTarget = (db: Db, id: number) => target(db, id, sql`for update of u`);

/** Saves the role, company or block of an account (and when it changed). */
export async function updateAccount(
  db: Db,
  id: number,
  fields: Partial<Pick<typeof users.$inferInsert, 'roleId' | 'dealerId' | 'blockedAt' | 'blockReason'>>,
  now: Date,
) {
  await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, id));
}

/** Who registered the first installation for this client: the person the installation wizard's invitation named. */
export async function inviterOf(db: Db, clientId: number) {
  const [row] = await rowsOf<{ name: string; lastname: string }>(
    db,
    sql`select c.name, c.lastname from installations i join users c on c.id = i.creator_id
        where i.client_id = ${clientId} and i.creator_id <> ${clientId} order by i.created_at, i.id limit 1`,
  );
  return row ?? null;
}
