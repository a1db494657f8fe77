import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';

/** Roles a visitor may choose at registration. */
export const selfRegistrationRoles = (db: Db) => db.select().from(roles).where(eq(roles.selfRegistration, 1)).orderBy(asc(roles.id));

export async function isSelfRegistrationRole(db: Db, roleId: number) {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.selfRegistration, 1)));
  return Boolean(role);
}
