import type { Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import type { Translator } from '../../i18n/translator';
import { createAppeal } from './appeal';
import { chatAside } from './aside';
import { createAttachments } from './attachments';
import { createConversation } from './conversation';
import type { ChatsDeps } from './deps';
import { createChatList } from './list';
import { totalUnread } from './reads';
import { visibleChat } from './rows';
import { createSupportDesk } from './support';

/**
 * Chats and appeals (docs/domain.md#chats-and-appeals): the list, the aside, the conversation, the appeal, support's
 * desk and attachments, each in its file; who may act on a chat is policy.ts.
 */
export function createChatsService(deps: ChatsDeps) {
  const { db } = deps;
  return {
    ...createChatList(db),
    async aside(viewer: Viewer, id: number, t: Translator, lang: Lang) {
      return chatAside(deps, viewer, await visibleChat(db, viewer, id), t, lang);
    },
    ...createConversation(deps),
    ...createAppeal(deps),
    ...createSupportDesk(deps),
    ...createAttachments(deps),

    /** GET /web/sidebar's `messagesCount` (notifications' unread-message counter). */
    unreadCount: (database: Db, viewer: Viewer) => totalUnread(database, viewer),
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
