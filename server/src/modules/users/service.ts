import { eq, type SQL } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { langSchema, type Profile, roleNameSchema, type RoleName, roleTypeSchema, type User } from '../../../../contracts';
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

/** The user (with their role) that `where` selects, or null. */
export async function findUserWhere(db: Db, where: SQL | undefined): Promise<UserWithRole | null> {
  const [row] = await db.select({ user: users, role: roles }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where).limit(1);
  return row ? { ...row.user, role: row.role } : null;
}

export const findUserById = (db: Db, id: number) => findUserWhere(db, eq(users.id, id));
export const findUserByPhone = (db: Db, phone: string) => findUserWhere(db, eq(users.phone, phone));

/** The id of a role by its name (the roles are seeded: every name of `roleNames` has one). */
export async function roleIdOf(db: Db, role: RoleName) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  return row.id;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [{ id }] = await db.insert(users).values(values).returning({ id: users.id });
  return id;
}

export async function deleteUser(db: Db, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}

/** Saves changed fields of the user's row (and when it changed). */
export async function updateUser(
  db: Db,
  userId: number,
  fields: Partial<Pick<UserRow, 'name' | 'lastname' | 'email' | 'phone' | 'avatar' | 'language' | 'passwordHash' | 'roleId'>>,
  now: Date,
) {
  await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The `user` of a session (docs/api.md#authentication). */
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
