import { eq, sql } from 'drizzle-orm';
import type { RoleName } from '../../../../contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { invitations } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';

/**
 * The token an invitation SMS links with (docs/decisions/0040-invitation-links.md): one per invited account, stored as
 * its hash; issuing another replaces it, so only the latest link works.
 */
export async function issueInvitation(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  const row = { tokenHash: sha256(token), createdAt: now };
  await db
    .insert(invitations)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: invitations.userId, set: row });
  return token;
}

/** Whom a token invites, while their account has no password yet: as what, and by which company; null otherwise. */
export async function invitationOf(db: Db, token: string) {
  const [row] = await rowsOf<{ userId: number; name: string; lastname: string; phone: string; role: RoleName; roleId: number; company: string | null }>(
    db,
    sql`select u.id as "userId", u.name, u.lastname, u.phone, r.name as role, r.id as "roleId", p.company_name as company
        from invitations i join users u on u.id = i.user_id join roles r on r.id = u.role_id
        left join dealer_profiles p on p.dealer_id = coalesce(u.dealer_id, u.id)
        where i.token_hash = ${sha256(token)} and u.password_hash is null`,
  );
  return row ?? null;
}

/** The registration that adopted the account used its invitation up. */
export async function dropInvitation(db: Db, userId: number) {
  await db.delete(invitations).where(eq(invitations.userId, userId));
}
