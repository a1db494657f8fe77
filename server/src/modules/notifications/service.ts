import { langSchema, type Notification, type Page, type Sidebar } from '../../../../contracts';
import type { Viewer } from '../../access';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { translator, type Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { toPage } from '../../lib/paging';
import type { Realtime } from '../../lib/realtime';
import {
  insertNotification,
  insertNotifications,
  markNotificationsRead,
  notificationPage,
  unreadCount,
  type NewNotification,
  type NotificationRow,
} from './queries';

export type { NewNotification } from './queries';

/** How another module (chats, later) counts a user's unread messages for the sidebar. */
export type UnreadCounter = (db: Db, user: Viewer) => Promise<number>;

export type NotificationsDeps = { db: Db; realtime: Realtime; clock: Clock; unreadMessageCounters?: UnreadCounter[] };

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

export function createNotificationsService({ db, realtime, clock, unreadMessageCounters = [] }: NotificationsDeps) {
  /**
   * Stores a notification for one user within the caller's transaction; `new_notification` goes to the
   * user, in their language, once it commits. Other modules call this.
   */
  async function notify(tx: Tx, recipient: { id: number; language: string }, notification: NewNotification) {
    const row = await insertNotification(tx.db, recipient.id, notification);
    const t = translator(langSchema.catch('uk').parse(recipient.language));
    tx.afterCommit(() => realtime.emit(recipient.id, 'new_notification', presentNotification(row, t)));
    return row;
  }

  return {
    notify,

    /** `notify` for many recipients (a company's installers, every admin): one insert, one event each after the commit. */
    async notifyEach(tx: Tx, recipients: { id: number; language: string }[], notification: NewNotification) {
      const rows = await insertNotifications(
        tx.db,
        recipients.map((r) => r.id),
        notification,
      );
      const languageOf = new Map(recipients.map((r) => [r.id, langSchema.catch('uk').parse(r.language)]));
      tx.afterCommit(() => {
        for (const row of rows) realtime.emit(row.userId, 'new_notification', presentNotification(row, translator(languageOf.get(row.userId)!)));
      });
      return rows;
    },

    /** `notify` for a user known by id only: their language is read in the same transaction. */
    async notifyUser(tx: Tx, userId: number, notification: NewNotification) {
      const [recipient] = await tx.db.select({ id: users.id, language: users.language }).from(users).where(eq(users.id, userId));
      return notify(tx, recipient, notification);
    },

    async list(user: Viewer, paging: { page: number; perPage: number; url: (page: number) => string }, t: Translator): Promise<Page<Notification>> {
      const { total, rows } = await notificationPage(db, user, paging.page, paging.perPage);
      return toPage(
        rows.map((r) => presentNotification(r, t)),
        { ...paging, total },
      );
    },

    /** Marks all (or the given) of the user's notifications read; answers, and tells the user's other tabs, the unread count left. */
    async markRead(user: Viewer, ids?: number[]) {
      await markNotificationsRead(db, user, clock.now(), ids);
      const notificationsCount = await unreadCount(db, user);
      realtime.emit(user.id, 'read_notifications', { notificationsCount });
      return notificationsCount;
    },

    async sidebar(user: Viewer): Promise<Sidebar> {
      const [notificationsCount, ...messages] = await Promise.all([unreadCount(db, user), ...unreadMessageCounters.map((count) => count(db, user))]);
      return { notificationsCount, messagesCount: messages.reduce((a, b) => a + b, 0) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
