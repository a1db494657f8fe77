import type { AdminUser, AdminUserListItem, Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { certificationsOf, dealerRequestsOf, installationsCountOf, sessionsOf } from './user-activity';
import { userRow, type UserRow } from './user-rows';
import { iso } from '../../db/rows';

export function presentUserItem(r: UserRow): AdminUserListItem {
  return {
    id: r.id,
    name: r.name,
    lastname: r.lastname,
    phone: r.phone,
    email: r.email,
    role: r.role,
    dealer: r.dealerId !== null && r.companyName !== null ? { id: r.dealerId, companyName: r.companyName } : null,
    invited: r.invited,
    blockedAt: iso(r.blockedAt),
    createdAt: iso(r.createdAt),
  };
}

/** The account with its installations, certifications, sessions and requests to dealers, or 404. */
export async function readUser(db: Db, id: number, lang: Lang, now: Date): Promise<AdminUser> {
  const row = await userRow(db, id);
  if (!row) throw notFound();
  const [installationsCount, certifications, sessions, dealerRequests] = await Promise.all([
    installationsCountOf(db, id),
    certificationsOf(db, id, lang, now),
    sessionsOf(db, id, now),
    dealerRequestsOf(db, id),
  ]);
  return { ...presentUserItem(row), blockReason: row.blockReason, installationsCount, certifications, sessions, dealerRequests };
}

/** Support reads one account. */
export function createUserRead({ db, clock }: { db: Db; clock: Clock }) {
  return { user: (id: number, lang: Lang) => readUser(db, id, lang, clock.now()) };
}
