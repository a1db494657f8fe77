import { eq } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { langSchema, type Profile, roleNameSchema, roleTypeSchema, type User } from '../../../../contracts';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { FieldsError } from '../../lib/http-errors';
import type { Storage } from '../../lib/storage';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type UserWithRole = UserRow & { role: RoleRow };

/** Per-country validity of a phone that already passed the contract's structural rule. */
export function assertPhoneValid(phone: string, field = 'phone') {
  if (!isValidPhoneNumber(`+${phone}`)) throw new FieldsError({ [field]: ['phoneInvalid'] });
}

async function loadOne(db: Db, where: ReturnType<typeof eq>): Promise<UserWithRole | null> {
  const [row] = await db.select({ user: users, role: roles }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where).limit(1);
  return row ? { ...row.user, role: row.role } : null;
}

export const findUserById = (db: Db, id: number) => loadOne(db, eq(users.id, id));
export const findUserByPhone = (db: Db, phone: string) => loadOne(db, eq(users.phone, phone));

/** The `user` of a session (API.md "Auth"). */
export function presentUser(user: UserWithRole, storage: Storage): User {
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    avatar: user.avatar ? storage.url(user.avatar) : null,
    phone: user.phone,
    email: user.email,
    role: { id: user.role.id, name: roleNameSchema.parse(user.role.name), type: roleTypeSchema.parse(user.role.type) },
  };
}

export function presentProfile(user: UserWithRole, storage: Storage): Profile {
  return { ...presentUser(user, storage), language: langSchema.catch('uk').parse(user.language) };
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite both report it. */
export const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};
