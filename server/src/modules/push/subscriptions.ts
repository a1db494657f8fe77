import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { PushSubscriptionBody } from '../../../../contracts';
import type { Db } from '../../db/client';
import { pushSubscriptions, sessions, users } from '../../db/schema';

/** A subscription the API may push to: its session live, its user not blocked. */
export type LiveSubscription = { sessionId: string; endpoint: string; p256dh: string; auth: string; language: string };

/**
 * Stores the session's subscription. An endpoint is one browser's: registered again by another session (another
 * account signed in on that browser), it moves to that session, so a device never receives two accounts' pushes.
 */
export async function saveSubscription(db: Db, sessionId: string, { endpoint, keys }: PushSubscriptionBody) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), ne(pushSubscriptions.sessionId, sessionId)));
  await db
    .insert(pushSubscriptions)
    .values({ sessionId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({ target: pushSubscriptions.sessionId, set: { endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date() } });
}

export async function subscriptionOf(db: Db, sessionId: string) {
  const [row] = await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
  return row?.endpoint ?? null;
}

export async function deleteSubscriptions(db: Db, sessionIds: string[]) {
  if (sessionIds.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, sessionIds));
}

/** The push service said the subscription is gone (404, 410): it is deleted unless the session registered a new one meanwhile. */
export async function deleteGone(db: Db, { sessionId, endpoint }: Pick<LiveSubscription, 'sessionId' | 'endpoint'>) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)));
}

/**
 * The users' subscriptions that may receive a push now, with each user's language. Ending a session deletes its
 * subscription already; the session's and the account's state are read again here, so that an expired sign-in or a
 * blocked account gets nothing even if a deletion was missed.
 */
export function liveSubscriptions(db: Db, userIds: number[], now: Date): Promise<LiveSubscription[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({
      sessionId: pushSubscriptions.sessionId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: users.language,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.blockedAt)));
}
