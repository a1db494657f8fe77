import type { Sidebar } from '../../../../contracts';
import type { Db } from '../../db/client';
import { unreadCount } from './service';

type Counter = (db: Db, userId: number) => Promise<number>;
const unreadMessageCounters: Counter[] = [];

/** The chats module registers how to count a user's unread messages; until then the count is 0. */
export function countUnreadMessagesWith(counter: Counter) {
  unreadMessageCounters.push(counter);
}

export async function sidebarOf(db: Db, userId: number): Promise<Sidebar> {
  const [notificationsCount, ...messages] = await Promise.all([unreadCount(db, userId), ...unreadMessageCounters.map((c) => c(db, userId))]);
  return { notificationsCount, messagesCount: messages.reduce((a, b) => a + b, 0) };
}
