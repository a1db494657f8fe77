import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chatMessages, chatReads, chats } from '../../db/schema';
import { isSupport } from './people';
import type { ChatRow } from './rows';

/**
 * Unread counts without counting messages: a reader's unread messages in a chat are the other side's messages
 * (`authorMessages` for support, `supportMessages` for the author) less the `seenCount` of their chat_reads row.
 */
export const otherSideCount = (chat: Pick<ChatRow, 'authorMessages' | 'supportMessages'>, reader: Pick<Viewer, 'role'>) =>
  isSupport(reader) ? chat.authorMessages : chat.supportMessages;

/** What each of `userIds` has seen of one chat. */
export async function seenIn(db: Db, chatId: number, userIds: number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: chatReads.userId, seen: chatReads.seenCount })
    .from(chatReads)
    .where(and(eq(chatReads.chatId, chatId), inArray(chatReads.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.seen]));
}

/**
 * GET /web/sidebar's `messagesCount`: the reader's unread messages over every chat they are in, from the sums the
 * database keeps (migration 0044; docs/decisions/0057-chat-totals.md). Support is in every chat: all authors'
 * messages less what the agent has seen; an author is in their own: their unread there, kept per author.
 */
export async function totalUnread(db: Db, reader: Viewer): Promise<number> {
  const [row] = isSupport(reader)
    ? await rowsOf<{ n: number }>(
        db,
        sql`select ((select sum(author_messages) from chat_totals)
                  - coalesce((select seen from chat_reader_totals where user_id = ${reader.id}), 0))::int as n`,
      )
    : await rowsOf<{ n: number }>(db, sql`select author_unread as n from chat_reader_totals where user_id = ${reader.id}`);
  return row?.n ?? 0;
}

/** Totals of many support agents at once (a new message's fan-out). */
export async function supportTotals(db: Db, agentIds: number[]): Promise<Map<number, number>> {
  if (!agentIds.length) return new Map();
  const [all] = await rowsOf<{ n: number }>(db, sql`select sum(author_messages)::int as n from chat_totals`);
  const seen = await rowsOf<{ user_id: number; n: number }>(db, sql`select user_id, seen as n from chat_reader_totals where user_id in ${agentIds}`);
  const byUser = new Map(seen.map((r) => [r.user_id, r.n]));
  return new Map(agentIds.map((id) => [id, all.n - (byUser.get(id) ?? 0)]));
}

/**
 * Marks the chat read by `reader` up to `upTo` (default: its last message), within the caller's transaction on
 * the locked chat row. Never moves backwards. Answers whether anything changed, the marker and the unread left.
 */
export async function markRead(db: Db, chat: ChatRow, reader: Viewer, upTo?: number) {
  const other = otherSideCount(chat, reader);
  const last = chat.lastMessageId ?? 0;
  let seen = other;
  let lastRead = last;
  if (upTo !== undefined && upTo < last) {
    const [newer] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chat.id), gt(chatMessages.id, upTo), eq(chatMessages.bySupport, !isSupport(reader))));
    seen = other - newer.n;
    lastRead = upTo;
  }
  const [before] = await db
    .select({ seen: chatReads.seenCount, lastRead: chatReads.lastReadMessageId })
    .from(chatReads)
    .where(and(eq(chatReads.chatId, chat.id), eq(chatReads.userId, reader.id)));
  seen = Math.max(seen, before?.seen ?? 0);
  lastRead = Math.max(lastRead, before?.lastRead ?? 0);
  const changed = seen !== (before?.seen ?? 0) || lastRead !== (before?.lastRead ?? 0);
  if (changed) {
    // The chat row first, with the author's seen count: the read's trigger then finds it mirrored and leaves the row.
    const marker = isSupport(reader) ? chats.supportReadId : chats.authorReadId;
    await db
      .update(chats)
      .set(
        isSupport(reader)
          ? { supportReadId: sql`greatest(${marker}, ${lastRead})` }
          : { authorReadId: sql`greatest(${marker}, ${lastRead})`, ...(reader.id === chat.authorId ? { authorSeen: seen } : {}) },
      )
      .where(eq(chats.id, chat.id));
    await db
      .insert(chatReads)
      .values({ chatId: chat.id, userId: reader.id, seenCount: seen, lastReadMessageId: lastRead })
      .onConflictDoUpdate({ target: [chatReads.chatId, chatReads.userId], set: { seenCount: seen, lastReadMessageId: lastRead } });
  }
  return { changed, lastRead, unreadCount: other - seen };
}
