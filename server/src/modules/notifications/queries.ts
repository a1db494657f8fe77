import { and, count, desc, inArray, isNull } from 'drizzle-orm';
import { scopeOf, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { offsetOf } from '../../lib/paging';

export type NotificationRow = typeof notifications.$inferSelect;
/** `kind` names the texts `api.notifications.<kind>.title|text` of messages/*.json; `values` fill them in. */
export type NewNotification = { kind: string; values?: Record<string, string | number>; link?: string | null };

const mine = (user: Viewer) => scopeOf('notifications', user);

/** The same notification for each user, in one statement. */
export async function insertNotifications(db: Db, userIds: number[], notification: NewNotification) {
  if (!userIds.length) return [];
  const values = { kind: notification.kind, values: notification.values ?? {}, link: notification.link ?? null };
  return db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, ...values })))
    .returning();
}

export async function insertNotification(db: Db, userId: number, notification: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ userId, kind: notification.kind, values: notification.values ?? {}, link: notification.link ?? null })
    .returning();
  return row;
}

export async function unreadCount(db: Db, user: Viewer) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(user), isNull(notifications.readAt)));
  return row.n;
}

/** One page of the user's notifications, newest first, and how many there are. */
export async function notificationPage(db: Db, user: Viewer, page: number, perPage: number) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(notifications).where(mine(user)),
    db
      .select()
      .from(notifications)
      .where(mine(user))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
  ]);
  return { total, rows };
}

/** Marks the user's unread notifications read: all, or only `ids` among theirs. */
export async function markNotificationsRead(db: Db, user: Viewer, now: Date, ids?: number[]) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(user), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
}
