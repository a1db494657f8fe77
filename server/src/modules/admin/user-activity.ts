import { sql } from 'drizzle-orm';
import type { AdminUser, Lang } from '../../../../contracts';
import type { Db } from '../../db/client';
import { iso, rowsOf } from '../../db/rows';
import { nameIn } from '../../lib/names';
import { statusAt } from '../installations';

/** How many registered installations (drafts aside) the user is the client, installer or creator of. */
export async function installationsCountOf(db: Db, userId: number) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from installations i
        where (i.client_id = ${userId} or i.installer_id = ${userId} or i.creator_id = ${userId}) and i.code <> 'DRAFT'`,
  );
  return row.n;
}

type CertificationRow = {
  typeName: Record<Lang, string>;
  levelName: Record<Lang, string>;
  status: 'REQUEST' | 'ACTIVE' | 'DECLINED';
  expiresAt: Date | string | null;
};

/** The user's certifications and applications, newest first, named in `lang`; an ACTIVE one past its end reads EXPIRED. */
export async function certificationsOf(db: Db, userId: number, lang: Lang, now: Date): Promise<AdminUser['certifications']> {
  const rows = await rowsOf<CertificationRow>(
    db,
    sql`select t.name as "typeName", l.name as "levelName", c.status, c.expires_at as "expiresAt"
        from installer_certifications c join certification_levels l on l.id = c.certification_level_id join certification_types t on t.id = l.certification_type_id
        where c.installer_id = ${userId} order by c.created_at desc, c.id desc`,
  );
  return rows.map((r) => {
    const expiresAt = r.expiresAt === null ? null : new Date(r.expiresAt);
    return {
      type: nameIn(r.typeName, lang),
      level: nameIn(r.levelName, lang),
      status: statusAt(r.status, expiresAt, now),
      expiresAt: expiresAt?.toISOString() ?? null,
    };
  });
}

/**
 * The user's live sessions (not signed out, revoked or expired at `now`) and the latest use of any of them: its sign-in
 * or latest refresh, when its newest refresh token was issued.
 */
export async function sessionsOf(db: Db, userId: number, now: Date): Promise<AdminUser['sessions']> {
  const [row] = await rowsOf<{ live: number; lastUsedAt: Date | string | null }>(
    db,
    sql`select count(distinct s.id)::int as live, max(t.created_at) as "lastUsedAt"
        from sessions s left join refresh_tokens t on t.session_id = s.id
        where s.user_id = ${userId} and s.revoked_at is null and s.expires_at > ${now.toISOString()}`,
  );
  return { live: row.live, lastUsedAt: iso(row.lastUsedAt) };
}

/** How many of the user's requests to dealers the page shows. */
const DEALER_REQUESTS_SHOWN = 10;

/** The requests to dealers the user sent, newest first, with the company's name (a dealer without a profile: its owner's). */
export async function dealerRequestsOf(db: Db, userId: number): Promise<AdminUser['dealerRequests']> {
  const rows = await rowsOf<Omit<AdminUser['dealerRequests'][number], 'createdAt'> & { createdAt: Date | string }>(
    db,
    sql`select q.id, q.kind, q.status, coalesce(p.company_name, trim(d.name || ' ' || d.lastname)) as "dealerName", q.created_at as "createdAt"
        from dealer_requests q join users d on d.id = q.dealer_id left join dealer_profiles p on p.dealer_id = q.dealer_id
        where q.user_id = ${userId} order by q.created_at desc, q.id desc limit ${DEALER_REQUESTS_SHOWN}`,
  );
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}
