import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  appealBodySchema,
  ChatAside,
  ChatListItem,
  ChatMessage,
  ChatStatus,
  chatMessageBodySchema,
  chatMessagesQuery,
  chatsQuery,
  Lang,
  Page,
} from '../../../../contracts';
import { loadVisible, type Viewer } from '../../access';
import type { Db } from '../../db/client';
import { chats, installationProducts } from '../../db/schema';
import { transaction, type Tx } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { sqlStateOf } from '../../lib/db-errors';
import { FieldsError, forbidden, notFound } from '../../lib/http-errors';
import { fullName } from '../../lib/names';
import { toPage } from '../../lib/paging';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import type { Realtime } from '../../lib/realtime';
import { addressLine, type InstallationsService } from '../installations';
import type { UploadsService } from '../uploads';
import { chatProducts, listChats, type ChatListRow } from './list';
import { attachmentOf, insertMessage, messageByClientKey, messageById, messagePage, presentMessage, type MessageRow } from './messages';
import { isSupport, peopleOf, supportAgents } from './people';
import { agentsIn, reportPresence } from './presence';
import { markRead, otherSideCount, seenIn, supportTotals, totalUnread } from './reads';
import { lockChat, visibleChat, type ChatRow } from './rows';

/** Messages per user: 30 a minute (a fast typist in a live conversation), against flooding support. */
export const MESSAGES_LIMIT: Limit = { max: 30, windowSeconds: 60 };
/** New appeals per user: 10 an hour. */
export const APPEALS_LIMIT: Limit = { max: 10, windowSeconds: 3600 };

const UNIQUE_VIOLATION = '23505';

/** The installation card is read as support reads it: the chat's own access was checked already. */
const SUPPORT_READER: Viewer = { id: 0, role: 'ADMIN' };

export type ChatsDeps = {
  db: Db;
  realtime: Realtime;
  rateLimit: RateLimiter;
  clock: Clock;
  uploads: UploadsService;
  installations: InstallationsService;
  apiPublicUrl: string;
};

const iso = (d: Date | string) => new Date(d).toISOString();

export function createChatsService({ db, realtime, rateLimit, clock, uploads, installations, apiPublicUrl }: ChatsDeps) {
  const base = apiPublicUrl.replace(/\/+$/, '');
  const attachmentUrl = (chatId: number) => (messageId: number, key: string) =>
    `${base}/web/chats/${chatId}/messages/${messageId}/attachment?path=${encodeURIComponent(key)}`;

  async function present(database: Db, chat: Pick<ChatRow, 'id' | 'authorReadId' | 'supportReadId'>, rows: MessageRow[]): Promise<ChatMessage[]> {
    const people = await peopleOf(
      database,
      rows.map((r) => r.authorId),
    );
    return rows.map((r) => presentMessage(r, people.get(r.authorId)!, chat, attachmentUrl(chat.id)));
  }

  function listItem(r: ChatListRow, t: Translator): ChatListItem {
    const person = (id: number, name: string, lastname: string, role: ChatListRow['author_role']) => ({
      id,
      fullName: fullName({ name, lastname }),
      role,
      isSupport: role === 'ADMIN',
    });
    return {
      id: r.id,
      subject: r.subject,
      status: r.status,
      installation: { id: r.installation_id, address: addressLine(r, t) },
      product: r.product_id !== null && r.product_name !== null ? { id: r.product_id, name: r.product_name } : null,
      author: person(r.author_id, r.author_name, r.author_lastname, r.author_role),
      lastMessage:
        r.last_id === null
          ? null
          : {
              id: r.last_id,
              datetime: iso(r.last_at!),
              content: r.last_content!,
              from: person(r.last_from_id!, r.last_from_name!, r.last_from_lastname!, r.last_from_role!),
              attachmentsCount: r.last_attachments ?? 0,
            },
      awaitingAnswer: r.awaiting_answer,
      unread: r.unread_count > 0,
      unreadCount: r.unread_count,
      createdAt: iso(r.created_at),
    };
  }

  async function aside(viewer: Viewer, chat: ChatRow, t: Translator, lang: Lang): Promise<ChatAside> {
    const [card, people, seen, agents] = await Promise.all([
      installations.card(SUPPORT_READER, chat.installationId, t, lang),
      peopleOf(db, [chat.authorId]),
      seenIn(db, chat.id, [viewer.id]),
      isSupport(viewer) ? agentsIn(db, chat.id, clock.now()) : Promise.resolve([]),
    ]);
    const product = chat.productId === null ? null : card.equipment.products.find((p) => p.id === chat.productId);
    const open = chat.status === 'open';
    return {
      id: chat.id,
      installationId: chat.installationId,
      subject: chat.subject,
      status: chat.status,
      closedAt: chat.closedAt?.toISOString() ?? null,
      address: card.address.label,
      date: card.date,
      client: card.client,
      installer: card.installer,
      equipment: card.equipment,
      product: product ? { id: product.id, name: product.name } : null,
      author: people.get(chat.authorId)!,
      createdAt: chat.createdAt.toISOString(),
      unreadCount: otherSideCount(chat, viewer) - (seen.get(viewer.id) ?? 0),
      answering: agents.filter((a) => a.id !== viewer.id),
      canWrite: true,
      canClose: isSupport(viewer) && open,
      canReopen: isSupport(viewer) && !open,
    };
  }

  /**
   * `new_message` to everyone in the chat (the author and every support agent, each tab of each), once the
   * transaction commits, with each recipient's own unread counts as they are at the commit.
   */
  async function announce(tx: Tx, chat: ChatRow, message: ChatMessage) {
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
   * `read_messages` to the reader's tabs and, when the marker moved, to the other side (the author, or every
   * support agent), each with their own counts.
   */
  async function announceRead(tx: Tx, chat: ChatRow, reader: Viewer, read: { changed: boolean; lastRead: number; unreadCount: number }) {
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

  /** Adds `viewer`'s message to the locked chat, marks the chat read for them and announces both. */
  async function write(tx: Tx, chat: ChatRow, viewer: Viewer, text: string, files: string[], field: string, clientKey?: string) {
    const stored = files.length ? await uploads.claim(tx, viewer, files, { kind: 'files', field, private: true }) : [];
    const row = await insertMessage(tx.db, chat, {
      authorId: viewer.id,
      bySupport: isSupport(viewer),
      content: text,
      attachments: stored.map(attachmentOf),
      clientKey,
      at: clock.now(),
    });
    const updated = await lockChat(tx.db, chat.id);
    const read = await markRead(tx.db, updated, viewer);
    const after = await lockChat(tx.db, chat.id);
    const [message] = await present(tx.db, after, [row]);
    await announce(tx, after, message);
    if (read.changed) await announceRead(tx, after, viewer, read);
    if (chat.status === 'closed') announceStatus(tx, after, 'open', await supportAgents(tx.db));
    return message;
  }

  function announceStatus(tx: Tx, chat: ChatRow, status: ChatStatus, agents: number[]) {
    tx.afterCommit(() => {
      for (const userId of [chat.authorId, ...agents]) realtime.emit(userId, 'chat_status', { chatId: chat.id, status });
    });
  }

  return {
    async list(viewer: Viewer, q: z.infer<typeof chatsQuery>, t: Translator, url: (page: number) => string): Promise<Page<ChatListItem>> {
      const { total, rows } = await listChats(db, viewer, { equipment: q.equipment, status: q.status }, q.page, q.perPage, q.lang);
      return toPage(
        rows.map((r) => listItem(r, t)),
        { page: q.page, perPage: q.perPage, total, url },
      );
    },

    async filters(viewer: Viewer, lang: Lang) {
      return { equipment: await chatProducts(db, viewer, lang) };
    },

    async aside(viewer: Viewer, id: number, t: Translator, lang: Lang) {
      return aside(viewer, await visibleChat(db, viewer, id), t, lang);
    },

    async messages(viewer: Viewer, id: number, q: z.infer<typeof chatMessagesQuery>) {
      const chat = await visibleChat(db, viewer, id);
      const { rows, people, hasMore } = await messagePage(db, chat.id, q);
      return { data: rows.map((r) => presentMessage(r, people.get(r.authorId)!, chat, attachmentUrl(chat.id))), limit: q.limit, offset: q.offset, hasMore };
    },

    /** POST /web/chats/{id}/messages. The same `clientKey` again answers the first message (a retried send). */
    async send(viewer: Viewer, id: number, body: z.infer<typeof chatMessageBodySchema>): Promise<ChatMessage> {
      const visible = await visibleChat(db, viewer, id);
      if (body.clientKey) {
        const sent = await messageByClientKey(db, viewer.id, body.clientKey);
        if (sent && sent.chatId === visible.id) return (await present(db, visible, [sent]))[0];
        if (sent) throw new FieldsError({ clientKey: ['invalid'] });
      }
      await rateLimit.consume(`chats:messages:${viewer.id}`, MESSAGES_LIMIT);
      try {
        return await transaction(db, async (tx) =>
          write(tx, await lockChat(tx.db, visible.id), viewer, body.message, body.files ?? [], 'files', body.clientKey),
        );
      } catch (error) {
        // The same send retried while the first was still being written: the first one's message.
        const sent = sqlStateOf(error) === UNIQUE_VIOLATION && body.clientKey ? await messageByClientKey(db, viewer.id, body.clientKey) : undefined;
        if (sent?.chatId === visible.id) return (await present(db, visible, [sent]))[0];
        throw error;
      }
    },

    /** POST /web/chats/{id}/read: read up to `lastMessageId` (default all); answers the counts left. */
    async read(viewer: Viewer, id: number, lastMessageId?: number) {
      const visible = await visibleChat(db, viewer, id);
      return transaction(db, async (tx) => {
        const chat = await lockChat(tx.db, visible.id);
        const read = await markRead(tx.db, chat, viewer, lastMessageId);
        const messagesCount = await announceRead(tx, chat, viewer, read);
        return { chatId: chat.id, unreadCount: read.unreadCount, messagesCount };
      });
    },

    /**
     * POST /web/chats: an appeal (docs/domain.md#chats-and-appeals) by the installation's client or installer: 404 for an
     * installation they may not see or are not a party of; support opens none (403).
     */
    async create(viewer: Viewer, body: z.infer<typeof appealBodySchema>, t: Translator, lang: Lang): Promise<ChatAside> {
      if (isSupport(viewer)) throw forbidden();
      if (body.clientKey) {
        const sent = await messageByClientKey(db, viewer.id, body.clientKey);
        if (sent) return aside(viewer, await visibleChat(db, viewer, sent.chatId), t, lang);
      }
      const installation = await loadVisible(db, 'installations', viewer, body.installationId);
      const party =
        installation.clientId === viewer.id || installation.installerId === viewer.id || (viewer.role === 'INSTALLER' && installation.creatorId === viewer.id);
      if (!party) throw notFound();
      if (installation.code === 'DRAFT') throw new FieldsError({ installation: ['chatInstallationDraft'] });
      if (body.productId) {
        const [has] = await db
          .select({ id: installationProducts.productId })
          .from(installationProducts)
          .where(and(eq(installationProducts.installationId, installation.id), eq(installationProducts.productId, body.productId)));
        if (!has) throw new FieldsError({ productId: ['chatProductUnknown'] });
      }
      await rateLimit.consume(`chats:appeals:${viewer.id}`, APPEALS_LIMIT);
      const chat = await transaction(db, async (tx) => {
        const [created] = await tx.db
          .insert(chats)
          .values({
            installationId: installation.id,
            authorId: viewer.id,
            productId: body.productId ?? null,
            subject: body.subject,
            createdAt: clock.now(),
            lastMessageAt: clock.now(),
          })
          .returning();
        await write(tx, created, viewer, body.message, body.photos ?? [], 'photos', body.clientKey);
        return lockChat(tx.db, created.id);
      });
      return aside(viewer, chat, t, lang);
    },

    /** Support closes or reopens a chat; `chat_status` to the author and every agent. */
    async setStatus(viewer: Viewer, id: number, status: ChatStatus, t: Translator, lang: Lang) {
      const visible = await visibleChat(db, viewer, id);
      const chat = await transaction(db, async (tx) => {
        const locked = await lockChat(tx.db, visible.id);
        if (locked.status === status) return locked;
        const [updated] = await tx.db
          .update(chats)
          .set(status === 'closed' ? { status, closedAt: clock.now(), awaitingAnswer: false } : { status, closedAt: null })
          .where(eq(chats.id, locked.id))
          .returning();
        announceStatus(tx, updated, status, await supportAgents(tx.db));
        return updated;
      });
      return aside(viewer, chat, t, lang);
    },

    /** Support's presence in a chat; `chat_presence` to the other agents. Answers the other agents there. */
    async presence(viewer: Viewer, id: number, state: { typing: boolean; leaving: boolean }) {
      const chat = await visibleChat(db, viewer, id);
      const now = clock.now();
      await reportPresence(db, chat.id, viewer.id, state, now);
      const [agents, everyone] = await Promise.all([agentsIn(db, chat.id, now), supportAgents(db)]);
      for (const userId of everyone) if (userId !== viewer.id) realtime.emit(userId, 'chat_presence', { chatId: chat.id, agents });
      return { chatId: chat.id, agents: agents.filter((a) => a.id !== viewer.id) };
    },

    /** An attachment's bytes, to the chat's author and support only (404 for anyone else, or a path not of that message). */
    async attachment(viewer: Viewer, id: number, messageId: number, path: string) {
      const chat = await visibleChat(db, viewer, id);
      const message = await messageById(db, chat.id, messageId);
      const file = message?.attachments.find((a) => a.key === path);
      if (!file) throw notFound();
      const stream = await uploads.open(file.key);
      return { ...file, stream };
    },

    /** GET /web/sidebar's `messagesCount` (notifications' unread-message counter). */
    unreadCount: (database: Db, viewer: Viewer) => totalUnread(database, viewer),
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
