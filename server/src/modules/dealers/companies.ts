import { sql } from 'drizzle-orm';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** A dealer company: its profile, or the DEALER account's own name and contacts while it has none. */
export type Company = { id: number; name: string; dealerCode: string | null; phone: string; email: string | null; address: string | null };

const COMPANY = sql`select u.id, coalesce(p.company_name, trim(u.name || ' ' || u.lastname)) as name, p.dealer_code as "dealerCode",
                           coalesce(p.phone, u.phone) as phone, coalesce(p.email, nullif(u.email, '')) as email, p.address
                    from users u join roles r on r.id = u.role_id and r.name = 'DEALER' left join dealer_profiles p on p.dealer_id = u.id`;

export async function companyById(db: Db, id: number): Promise<Company | null> {
  const [row] = await rowsOf<Company>(db, sql`${COMPANY} where u.id = ${id}`);
  return row ?? null;
}

/**
 * The DEALER account behind a dealer code (only companies with a profile have one); a deactivated company is found by
 * nobody (docs/decisions/0036-back-office-dealers-and-audit-log.md).
 */
export async function companyByCode(db: Db, dealerCode: string): Promise<Company | null> {
  const [row] = await rowsOf<Company>(db, sql`${COMPANY} where p.dealer_code = ${dealerCode} and p.deactivated_at is null`);
  return row ?? null;
}

/**
 * The company a dealer-role user acts for, as a number (access/matrix.ts `dealerOf` says the same in SQL):
 * a DEALER is the company, a deputy or assistant the dealer their `users.dealer_id` names.
 */
export async function companyIdOf(db: Db, viewer: Viewer): Promise<number> {
  if (viewer.role === 'DEALER') return viewer.id;
  const [row] = await rowsOf<{ id: number }>(db, sql`select coalesce(dealer_id, id) as id from users where id = ${viewer.id}`);
  return row?.id ?? viewer.id;
}

/** The company's installers and the requests waiting for its decision. */
export async function companyCounts(db: Db, dealerId: number) {
  const [row] = await rowsOf<{ installersCount: number; pendingRequestsCount: number }>(
    db,
    sql`select (select count(*)::int from users u where u.dealer_id = ${dealerId} and u.role_id = (select id from roles where name = 'INSTALLER')) as "installersCount",
               (select count(*)::int from dealer_requests q where q.dealer_id = ${dealerId} and q.status = 'SENT') as "pendingRequestsCount"`,
  );
  return row;
}
