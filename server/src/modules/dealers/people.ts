import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';

/** The user's id, role, dealer and language, locked for the rest of the transaction (one decision at a time per person). */
export async function lockUser(db: Db, userId: number) {
  const [row] = await rowsOf<{ id: number; role: string; dealerId: number | null; language: string; name: string; lastname: string }>(
    db,
    sql`select u.id, r.name as role, u.dealer_id as "dealerId", u.language, u.name, u.lastname
        from users u join roles r on r.id = u.role_id where u.id = ${userId} for update of u`,
  );
  return row ?? null;
}

/** The user's name and the dealer they work for (an installer's; null without one). */
export async function personOf(db: Db, userId: number) {
  const [row] = await db.select({ name: users.name, lastname: users.lastname, dealerId: users.dealerId }).from(users).where(eq(users.id, userId));
  return row;
}

/** The user becomes an installer of the dealer (or, already one, moves to it). */
export async function makeInstallerOf(db: Db, userId: number, dealerId: number, now: Date) {
  const [installer] = await rowsOf<{ id: number }>(db, sql`select id from roles where name = 'INSTALLER'`);
  await db.update(users).set({ roleId: installer.id, dealerId, updatedAt: now }).where(eq(users.id, userId));
}
