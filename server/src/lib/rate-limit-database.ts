import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { EMPTY_COUNTER, secondsUntil, type RateLimitStore } from './rate-limit';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Counters in the API's own database (PostgreSQL, or PGlite on disk): what an API without Redis uses, so that a
 * restart does not hand an attacker fresh attempts (docs/decisions/0012). One upsert per hit; expired rows are
 * swept every 10 minutes.
 */
export function databaseStore(db: Db): RateLimitStore {
  const sweep = setInterval(() => {
    db.delete(rateLimits)
      .where(lte(rateLimits.expiresAt, new Date()))
      .catch(() => {});
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    async hit(key, windowSeconds) {
      const now = new Date();
      const at = sql`${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, expiresAt: new Date(now.getTime() + windowSeconds * 1000) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          // An expired window starts again with this hit.
          set: {
            count: sql`case when ${rateLimits.expiresAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
            expiresAt: sql`case when ${rateLimits.expiresAt} <= ${at} then excluded.expires_at else ${rateLimits.expiresAt} end`,
          },
        })
        .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
      return { count: row.count, retryAfter: secondsUntil(row.expiresAt.getTime() - Date.now()) };
    },
    async get(key) {
      const [row] = await db
        .select({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, new Date())));
      return row ? { count: row.count, retryAfter: secondsUntil(row.expiresAt.getTime() - Date.now()) } : EMPTY_COUNTER;
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async close() {
      clearInterval(sweep);
    },
  };
}
