import { eq, inArray } from 'drizzle-orm';
import { type RoleName, roleNames, roleTypeOf } from '../../../../contracts';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { hashPassword } from '../../lib/passwords';

/** Roles a visitor may pick at registration; the others are given by the staff. */
const SELF_REGISTRATION: RoleName[] = ['USER', 'INSTALLER', 'DEALER', 'PROJECTOR'];

/** The seven roles (docs/domain.md#people-and-companies); every database needs them, production included. */
export const rolesSeeder: Seeder = {
  name: 'roles',
  demo: false,
  async run(db) {
    await db
      .insert(roles)
      .values(roleNames.map((name) => ({ name, type: roleTypeOf[name], selfRegistration: SELF_REGISTRATION.includes(name) ? 1 : 0 })))
      .onConflictDoNothing();
  },
};

export const DEMO_PASSWORD = 'demo12345';

/** One account per role (README.md#demo-accounts); the two installers belong to the dealer. */
export const DEMO_ACCOUNTS = [
  { phone: '380500000001', role: 'USER', name: 'Олена', lastname: 'Коваленко', email: 'olena.kovalenko@example.com' },
  { phone: '380500000002', role: 'INSTALLER', name: 'Андрій', lastname: 'Мельник', email: 'andrii.melnyk@example.com', dealer: '380500000003' },
  { phone: '380500000003', role: 'DEALER', name: 'Ігор', lastname: 'Шевченко', email: 'ihor.shevchenko@example.com' },
  { phone: '380500000004', role: 'PROJECTOR', name: 'Марія', lastname: 'Бондаренко', email: 'mariia.bondarenko@example.com' },
  { phone: '380500000005', role: 'ADMIN', name: 'Олександр', lastname: 'Ткаченко', email: 'oleksandr.tkachenko@example.com' },
  { phone: '380500000006', role: 'INSTALLER', name: 'Василь', lastname: 'Кравчук', email: 'vasyl.kravchuk@example.com', dealer: '380500000003' },
] as const satisfies readonly { phone: string; role: RoleName; name: string; lastname: string; email: string; dealer?: string }[];

export const demoAccountsSeeder: Seeder = {
  name: 'demo-accounts',
  demo: true,
  async run(db: Db) {
    const roleIds = new Map((await db.select().from(roles)).map((r) => [r.name, r.id]));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const inserted = await db
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ phone: a.phone, name: a.name, lastname: a.lastname, email: a.email, roleId: roleIds.get(a.role)!, passwordHash })))
      .onConflictDoNothing()
      .returning({ id: users.id, phone: users.phone });
    const idOf = new Map(inserted.map((u) => [u.phone, u.id]));
    for (const a of DEMO_ACCOUNTS) {
      if (!('dealer' in a)) continue;
      const dealerId = idOf.get(a.dealer);
      if (dealerId && idOf.has(a.phone)) await db.update(users).set({ dealerId }).where(eq(users.phone, a.phone));
    }
  },
};

/** Ids of demo accounts by phone (for other demo seeders). */
export async function demoAccountIds(db: Db) {
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.phone,
        DEMO_ACCOUNTS.map((a) => a.phone),
      ),
    );
  return new Map(rows.map((r) => [r.phone, r.id]));
}
