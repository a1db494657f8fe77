import { eq } from 'drizzle-orm';
import type { ChatMessage, ChatStatus } from '../../../../contracts';
import type { Viewer } from '../../access';
import { chats } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Realtime } from '../../lib/realtime';
import { isSupport, supportAgents } from './people';
import { seenIn, supportTotals, totalUnread } from './reads';
import type { ChatRow } from './rows';

/**
 * The chats' realtime events (contracts/realtime.ts), each queued on the transaction and sent once it commits, to
 * everyone in the chat: its author and every support agent (each tab of each), with each recipient's own counts.
 */

/** `new_message`, with each recipient's unread counts as they are at the commit. */
export async function announceMessage(realtime: Realtime, tx: Tx, chat: ChatRow, message: ChatMessage) {
  const agents = await supportAgents(tx.db);
  const [fresh] = await tx.db.select().from(chats).where(eq(chats.id, chat.id));
  const recipients = [chat.authorId, ...agents];
  const [seen, agentTotals, authorTotal] = await Promise.all([
    seenIn(tx.db, chat.id, recipients),
    supportTotals(tx.db, agents),
    totalUnread(tx.db, { id: chat.authorId, role: 'USER' }),
  ]);
  tx.afterCommit(() => {
    for (const userId of recipients) {
      const support = userId !== chat.authorId;
      const unreadCount = (support ? fresh.authorMessages : fresh.supportMessages) - (seen.get(userId) ?? 0);
      const messagesCount = support ? agentTotals.get(userId)! : authorTotal;
      realtime.emit(userId, 'new_message', {
        ...message,
        read: message.from.isSupport ? fresh.authorReadId >= message.id : fresh.supportReadId >= message.id,
        unreadCount,
        messagesCount,
      });
    }
  });
}

/**
 * `read_messages` to the reader's tabs and, when the marker moved, to the other side (the author, or every support
 * agent). Answers the reader's unread messages over all chats.
 */
export async function announceRead(
  realtime: Realtime,
  tx: Tx,
  chat: ChatRow,
  reader: Viewer,
  read: { changed: boolean; lastRead: number; unreadCount: number },
) {
  const readerTotal = await totalUnread(tx.db, reader);
  const others = read.changed ? (isSupport(reader) ? [chat.authorId] : await supportAgents(tx.db)) : [];
  const [seen, agentTotals, authorTotal] = await Promise.all([
    seenIn(tx.db, chat.id, others),
    isSupport(reader) ? Promise.resolve(new Map<number, number>()) : supportTotals(tx.db, others),
    isSupport(reader) ? totalUnread(tx.db, { id: chat.authorId, role: 'USER' }) : Promise.resolve(0),
  ]);
  const event = { chatId: chat.id, readerId: reader.id, readerIsSupport: isSupport(reader), lastReadMessageId: read.lastRead };
  tx.afterCommit(() => {
    realtime.emit(reader.id, 'read_messages', { ...event, unreadCount: read.unreadCount, messagesCount: readerTotal });
    for (const userId of others) {
      const support = userId !== chat.authorId;
      const unreadCount = (support ? chat.authorMessages : chat.supportMessages) - (seen.get(userId) ?? 0);
      realtime.emit(userId, 'read_messages', { ...event, unreadCount, messagesCount: support ? agentTotals.get(userId)! : authorTotal });
    }
  });
  return readerTotal;
}

/** `chat_status` (closed or open again) to the author and every agent. */
export async function announceStatus(realtime: Realtime, tx: Tx, chat: ChatRow, status: ChatStatus) {
  const agents = await supportAgents(tx.db);
  tx.afterCommit(() => {
    for (const userId of [chat.authorId, ...agents]) realtime.emit(userId, 'chat_status', { chatId: chat.id, status });
  });
}
