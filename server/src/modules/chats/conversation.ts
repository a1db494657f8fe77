import type { z } from 'zod';
import type { ChatMessage, chatMessageBodySchema, chatMessagesQuery } from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import { sqlStateOf } from '../../lib/db-errors';
import { FieldsError } from '../../lib/http-errors';
import type { Limit } from '../../lib/rate-limit';
import { attachmentUrls } from './attachments';
import type { ChatsDeps } from './deps';
import { announceRead } from './events';
import { messageByClientKey, messagePage, presentMessage } from './messages';
import { markRead } from './reads';
import { lockChat, visibleChat } from './rows';
import { announceAgain, writeMessage } from './writing';

/** Messages per user: 30 a minute (a fast typist in a live conversation), against flooding support. */
export const MESSAGES_LIMIT: Limit = { max: 30, windowSeconds: 60 };

const UNIQUE_VIOLATION = '23505';

/** A chat's conversation, for whoever sees the chat (its author, support): its messages, sending and reading. */
export function createConversation(deps: ChatsDeps) {
  const { db, rateLimit, realtime, apiPublicUrl } = deps;
  return {
    async messages(viewer: Viewer, id: number, q: z.infer<typeof chatMessagesQuery>) {
      const chat = await visibleChat(db, viewer, id);
      const { rows, people, hasMore } = await messagePage(db, chat.id, q);
      const url = attachmentUrls(apiPublicUrl, chat.id);
      return { data: rows.map((r) => presentMessage(r, people.get(r.authorId)!, chat, url)), limit: q.limit, offset: q.offset, hasMore };
    },

    /**
     * POST /web/chats/{id}/messages. The same `clientKey` again answers the first message (a retried send) and announces
     * it again.
     */
    async send(viewer: Viewer, id: number, body: z.infer<typeof chatMessageBodySchema>): Promise<ChatMessage> {
      const visible = await visibleChat(db, viewer, id);
      if (body.clientKey) {
        const sent = await messageByClientKey(db, viewer.id, body.clientKey);
        if (sent && sent.chatId === visible.id) return announceAgain(deps, visible.id, sent);
        if (sent) throw new FieldsError({ clientKey: ['invalid'] });
      }
      await rateLimit.consume(`chats:messages:${viewer.id}`, MESSAGES_LIMIT);
      try {
        return await transaction(db, async (tx) =>
          writeMessage(deps, tx, await lockChat(tx.db, visible.id), viewer, {
            text: body.message,
            files: body.files ?? [],
            field: 'files',
            clientKey: body.clientKey,
          }),
        );
      } catch (error) {
        // The same send retried while the first was still being written: the first one's message.
        const sent = sqlStateOf(error) === UNIQUE_VIOLATION && body.clientKey ? await messageByClientKey(db, viewer.id, body.clientKey) : undefined;
        if (sent?.chatId === visible.id) return announceAgain(deps, visible.id, sent);
        throw error;
      }
    },

    /** POST /web/chats/{id}/read: read up to `lastMessageId` (default all); answers the counts left. */
    async read(viewer: Viewer, id: number, lastMessageId?: number) {
      const visible = await visibleChat(db, viewer, id);
      return transaction(db, async (tx) => {
        const chat = await lockChat(tx.db, visible.id);
        const read = await markRead(tx.db, chat, viewer, lastMessageId);
        const messagesCount = await announceRead(realtime, tx, chat, viewer, read);
        return { chatId: chat.id, unreadCount: read.unreadCount, messagesCount };
      });
    },
  };
}
