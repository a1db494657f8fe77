import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChatStatus } from '../../../../contracts/chat-message';
import { users } from './accounts';
import { products } from './catalog';
import { installations } from './installations';

/** A file attached to a chat message: `key` in the upload store's private area (never served at /storage). */
export type ChatAttachmentRow = { key: string; name: string; mime: string; size: number; kind: 'photo' | 'file' };

/**
 * A chat (docs/domain.md#chats-and-appeals): one installation, its author (the installation's client or installer) and
 * support. The counters per side let unread counts be `other side's messages - what this reader has seen`
 * without counting messages; `awaitingAnswer` orders support's inbox.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status').$type<ChatStatus>().notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message is the author's: support has not answered yet. */
    awaitingAnswer: boolean('awaiting_answer').notNull().default(true),
    authorMessages: integer('author_messages').notNull().default(0),
    supportMessages: integer('support_messages').notNull().default(0),
    /** The author's `chat_reads.seen_count` of this chat, mirrored here by a trigger (migration 0044) for their total. */
    authorSeen: integer('author_seen').notNull().default(0),
    /** The newest message the author has read, and the newest any support agent has read (the `read` ticks). */
    authorReadId: integer('author_read_id').notNull().default(0),
    supportReadId: integer('support_read_id').notNull().default(0),
  },
  (t) => [
    // The list's pages in its own order, to the id (modules/chats/list.ts): an author's newest first, support's inbox
    // (awaiting an answer first), and the inbox of one state.
    index('chats_author_page_idx').on(t.authorId, t.lastMessageAt.desc(), t.id.desc()),
    index('chats_inbox_page_idx').on(t.awaitingAnswer.desc(), t.lastMessageAt.desc(), t.id.desc()),
    index('chats_state_inbox_idx').on(t.status, t.awaitingAnswer.desc(), t.lastMessageAt.desc(), t.id.desc()),
    // A job's chats and the chats that name a product, with what the list's scope and state read (the equipment
    // filter's total is counted from these alone).
    index('chats_job_scope_idx').on(t.installationId, t.authorId, t.status, t.id),
    index('chats_product_scope_idx').on(t.productId, t.authorId, t.status, t.id),
    check('chats_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bySupport: boolean('by_support').notNull(),
    /** Plain text, shown as text. */
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<ChatAttachmentRow[]>().notNull().default([]),
    /** The sending tab's key: the same key again answers this message instead of a second one. */
    clientKey: uuid('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_page_idx').on(t.chatId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('chat_messages_client_key_unique')
      .on(t.authorId, t.clientKey)
      .where(sql`client_key is not null`),
  ],
);

/** What one reader has read of a chat: `seenCount` of the other side's messages, up to `lastReadMessageId`. */
export const chatReads = pgTable(
  'chat_reads',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    seenCount: integer('seen_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_reads_user_idx').on(t.userId)],
);

/** Support agents in a chat now ("who else is answering"): fresh for PRESENCE_TTL_SECONDS after `at`. */
export const chatPresence = pgTable(
  'chat_presence',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typing: boolean('typing').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] })],
);

/**
 * Support's figures over every chat without reading every chat (docs/decisions/0057-chat-totals.md): the chats of each
 * state and the sum of `chats.author_messages`, in 16 slots (chat id % 16, so that writes to different chats rarely wait
 * on one row), kept by triggers on `chats` (migration 0044) whatever writes or deletes a chat, cascades included.
 */
export const chatTotals = pgTable('chat_totals', {
  slot: integer('slot').primaryKey(),
  openChats: integer('open_chats').notNull().default(0),
  closedChats: integer('closed_chats').notNull().default(0),
  authorMessages: integer('author_messages').notNull().default(0),
});

/**
 * Each reader's `chat_reads.seen_count` summed over every chat (support's), and their unread messages in the chats they
 * wrote (an author's: `support_messages - author_seen` summed over their chats), kept by triggers (migration 0044).
 */
export const chatReaderTotals = pgTable('chat_reader_totals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seen: integer('seen').notNull().default(0),
  authorUnread: integer('author_unread').notNull().default(0),
});
