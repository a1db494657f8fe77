import { and, eq, sql } from 'drizzle-orm';
import { type ChatAttachment, type ChatMessage, type ChatPerson } from '../../../../contracts';
import type { Db } from '../../db/client';
import { chatMessages, chats, roles, users, type ChatAttachmentRow } from '../../db/schema';
import { personOf } from './people';
import type { ChatRow } from './rows';

export type MessageRow = typeof chatMessages.$inferSelect;

/** Newest first, as the page index (chat_id, created_at desc, id desc) is ordered. */
const NEWEST_FIRST = sql`${chatMessages.createdAt} desc nulls last, ${chatMessages.id} desc nulls last`;

/**
 * One fetch of a chat's messages, newest first: `limit` of them after skipping `offset`, counted from the
 * newest or, with `before`, from just below that message. Reads `limit + 1` rows to know whether more exist.
 */
export async function messagePage(db: Db, chatId: number, o: { limit: number; offset: number; before?: number }) {
  const below = o.before
    ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select m.created_at, m.id from chat_messages m where m.id = ${o.before} and m.chat_id = ${chatId})`
    : undefined;
  // The authors come with the page: one statement per fetch.
  const rows = await db
    .select({ message: chatMessages, name: users.name, lastname: users.lastname, role: roles.name })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(chatMessages.chatId, chatId), below))
    .orderBy(NEWEST_FIRST)
    .limit(o.limit + 1)
    .offset(o.offset);
  const page = rows.slice(0, o.limit);
  return {
    rows: page.map((r) => r.message),
    people: new Map(page.map((r) => [r.message.authorId, personOf({ id: r.message.authorId, name: r.name, lastname: r.lastname, role: r.role })])),
    hasMore: rows.length > o.limit,
  };
}

export const messageById = async (db: Db, chatId: number, id: number) =>
  (
    await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.id, id)))
  )[0];

export const messageByClientKey = async (db: Db, authorId: number, clientKey: string) =>
  (
    await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientKey, clientKey)))
  )[0];

/**
 * Adds a message and moves the chat's counters (the chat row is locked by the caller). A message reopens a
 * closed chat; the author's message leaves the chat awaiting support's answer, support's answers it.
 */
export async function insertMessage(
  db: Db,
  chat: ChatRow,
  m: { authorId: number; bySupport: boolean; content: string; attachments: ChatAttachmentRow[]; clientKey?: string; at: Date },
): Promise<MessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      chatId: chat.id,
      authorId: m.authorId,
      bySupport: m.bySupport,
      content: m.content,
      attachments: m.attachments,
      clientKey: m.clientKey ?? null,
      createdAt: m.at,
    })
    .returning();
  await db
    .update(chats)
    .set({
      lastMessageId: row.id,
      lastMessageAt: m.at,
      awaitingAnswer: !m.bySupport,
      status: 'open',
      closedAt: null,
      ...(m.bySupport ? { supportMessages: sql`${chats.supportMessages} + 1` } : { authorMessages: sql`${chats.authorMessages} + 1` }),
    })
    .where(eq(chats.id, chat.id));
  return row;
}

/** A chat message as the API answers it; `read` from the chat's markers of the other side. */
export function presentMessage(
  row: MessageRow,
  from: ChatPerson,
  markers: Pick<ChatRow, 'authorReadId' | 'supportReadId'>,
  attachmentUrl: (messageId: number, key: string) => string,
): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    from,
    datetime: row.createdAt.toISOString(),
    content: row.content,
    attachments: row.attachments.map((a): ChatAttachment => ({
      path: a.key,
      name: a.name,
      mime: a.mime,
      size: a.size,
      kind: a.kind,
      url: attachmentUrl(row.id, a.key),
    })),
    read: row.bySupport ? markers.authorReadId >= row.id : markers.supportReadId >= row.id,
    clientKey: row.clientKey,
  };
}
