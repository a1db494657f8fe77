import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Notification, Page } from '../../../../contracts';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Translator } from '../../i18n/translator';
import { offsetOf, toPage } from '../../lib/paging';

export type NotificationRow = typeof notifications.$inferSelect;
/** `kind` names the texts `api.notifications.<kind>.title|text` of messages/*.json; `values` fill them in. */
export type NewNotification = { kind: string; values?: Record<string, string | number>; link?: string | null };

type Listener = (row: NotificationRow) => void;
const listeners = new Set<Listener>();

/** Lets the realtime module push `new_notification` when a notification is stored. Returns an unsubscribe. */
export function onNotification(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a notification for one user; other modules call this. */
export async function notify(db: Db, userId: number, notification: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ userId, kind: notification.kind, values: notification.values ?? {}, link: notification.link ?? null })
    .returning();
  for (const listener of listeners) listener(row);
  return row;
}

export async function unreadCount(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row.n;
}

export function presentNotification(row: NotificationRow, t: Translator): Notification {
  return {
    id: row.id,
    title: t(`notifications.${row.kind}.title`, row.values),
    text: t(`notifications.${row.kind}.text`, row.values),
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    link: row.link,
  };
}

/** The user's notifications, newest first. */
export async function listNotifications(
  db: Db,
  userId: number,
  paging: { page: number; perPage: number; url: (page: number) => string },
  t: Translator,
): Promise<Page<Notification>> {
  const mine = eq(notifications.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(mine);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(paging.perPage)
    .offset(offsetOf(paging.page, paging.perPage));
  return toPage(rows.map((r) => presentNotification(r, t)), { ...paging, total });
}

/** Marks the user's notifications read (all, or only `ids` among theirs); answers the unread count left. */
export async function markRead(db: Db, userId: number, ids?: number[]) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
  return unreadCount(db, userId);
}
