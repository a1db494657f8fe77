import { eq, inArray } from 'drizzle-orm';
import type { ChatPerson, RoleName } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { fullName } from '../../lib/names';

/** Support is the ADMIN role (docs/domain.md#people-and-companies). */
export const SUPPORT_ROLE: RoleName = 'ADMIN';
export const isSupport = (viewer: Pick<Viewer, 'role'>) => viewer.role === SUPPORT_ROLE;

export const personOf = (u: { id: number; name: string; lastname: string; role: string }): ChatPerson => ({
  id: u.id,
  fullName: fullName(u),
  role: u.role as RoleName,
  isSupport: u.role === SUPPORT_ROLE,
});

/** The people named by `ids`, with their role. */
export async function peopleOf(db: Db, ids: number[]): Promise<Map<number, ChatPerson>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, personOf(u)]));
}

/** Every support agent: each gets the chats' events. */
export async function supportAgents(db: Db): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(roles.name, SUPPORT_ROLE));
  return rows.map((r) => r.id);
}
