import { sql } from 'drizzle-orm';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { RateLimiter } from '../../lib/rate-limit';
import { maskedName } from '../../lib/names';

/**
 * Name lookups by phone for the wizard (ADR 0020): signed-in installers, dealers and the admin only
 * (the route's area), counted per user, and answering a masked name, so that they cannot serve as a
 * phone directory.
 */
export const NAME_LOOKUPS_PER_USER = { max: 30, windowSeconds: 10 * 60 };

export function createLookups({ db, rateLimit }: { db: Db; rateLimit: RateLimiter }) {
  async function byPhone(viewer: Viewer, phone: string, role: 'USER' | 'INSTALLER') {
    await rateLimit.consume(`installations:names:${viewer.id}`, NAME_LOOKUPS_PER_USER);
    const rows = await rowsOf<{ id: number; name: string; lastname: string }>(
      db,
      sql`select u.id, u.name, u.lastname from users u join roles r on r.id = u.role_id where u.phone = ${phone} and r.name = ${role}`,
    );
    return rows[0] ?? null;
  }

  return {
    async clientName(viewer: Viewer, phone: string) {
      const u = await byPhone(viewer, phone, 'USER');
      return { clientName: u ? maskedName(u.name, u.lastname) : null };
    },

    async installerName(viewer: Viewer, phone: string) {
      const u = await byPhone(viewer, phone, 'INSTALLER');
      return { installerFullName: u ? maskedName(u.name, u.lastname) : null, installerId: u?.id ?? null };
    },
  };
}
