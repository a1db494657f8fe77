import type { ChatStatus, Lang } from '../../../../contracts';
import type { Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { forbidden } from '../../lib/http-errors';
import { chatAside } from './aside';
import type { ChatsDeps } from './deps';
import { announceStatus } from './events';
import { supportAgents } from './people';
import { chatPolicy } from './policy';
import { agentsIn, reportPresence } from './presence';
import { lockChat, updateStatus, visibleChat } from './rows';

/** Support's own actions on a chat (the `support` area): closing and reopening it, and being in it. */
export function createSupportDesk(deps: ChatsDeps) {
  const { db, clock, realtime } = deps;
  return {
    /** Support closes or reopens a chat; `chat_status` to the author and every agent. */
    async setStatus(viewer: Viewer, id: number, status: ChatStatus, t: Translator, lang: Lang) {
      const visible = await visibleChat(db, viewer, id);
      const chat = await transaction(db, async (tx) => {
        const locked = await lockChat(tx.db, visible.id);
        const verdict = chatPolicy.setStatus(viewer, locked, status);
        if (verdict === 'forbidden') throw forbidden();
        if (verdict === 'unchanged') return locked;
        const updated = await updateStatus(tx.db, locked.id, status, clock.now());
        await announceStatus(realtime, tx, updated, status);
        return updated;
      });
      return chatAside(deps, viewer, chat, t, lang);
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
  };
}
