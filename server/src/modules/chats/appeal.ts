import type { z } from 'zod';
import type { appealBodySchema, ChatAside, Lang } from '../../../../contracts';
import { loadVisible, type Viewer } from '../../access';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { FieldsError, notFound } from '../../lib/http-errors';
import { enforce } from '../../lib/policy';
import type { Limit } from '../../lib/rate-limit';
import { chatAside } from './aside';
import type { ChatsDeps } from './deps';
import { messageByClientKey } from './messages';
import { chatPolicy, type AppealRefusal } from './policy';
import { insertChat, installationHasProduct, lockChat, visibleChat } from './rows';
import { writeMessage } from './writing';

/** New appeals per user: 10 an hour. */
export const APPEALS_LIMIT: Limit = { max: 10, windowSeconds: 3600 };

/** Not a party of the job answers as a job the viewer does not see; a draft is a 422 on `installation`. */
const refusal = (reason: AppealRefusal) => (reason === 'notParty' ? notFound() : new FieldsError({ installation: ['chatInstallationDraft'] }));

/** An appeal (docs/domain.md#chats-and-appeals): a new chat about one job, with its first message. */
export function createAppeal(deps: ChatsDeps) {
  const { db, rateLimit, clock } = deps;
  return {
    /**
     * POST /web/chats, by the job's client or installer (chatPolicy.appeal): 404 for a job they may not see or are not
     * a party of; support opens none (403). The same `clientKey` again answers the chat it opened (a retried send).
     */
    async create(viewer: Viewer, body: z.infer<typeof appealBodySchema>, t: Translator, lang: Lang): Promise<ChatAside> {
      enforce(chatPolicy.appealByRole(viewer), refusal);
      if (body.clientKey) {
        const sent = await messageByClientKey(db, viewer.id, body.clientKey);
        if (sent) return chatAside(deps, viewer, await visibleChat(db, viewer, sent.chatId), t, lang);
      }
      const installation = await loadVisible(db, 'installations', viewer, body.installationId);
      enforce(chatPolicy.appeal(viewer, installation), refusal);
      if (body.productId && !(await installationHasProduct(db, installation.id, body.productId))) throw new FieldsError({ productId: ['chatProductUnknown'] });
      await rateLimit.consume(`chats:appeals:${viewer.id}`, APPEALS_LIMIT);
      const chat = await transaction(db, async (tx) => {
        const created = await insertChat(tx.db, {
          installationId: installation.id,
          authorId: viewer.id,
          productId: body.productId ?? null,
          subject: body.subject,
          at: clock.now(),
        });
        await writeMessage(deps, tx, created, viewer, { text: body.message, files: body.photos ?? [], field: 'photos', clientKey: body.clientKey });
        return lockChat(tx.db, created.id);
      });
      return chatAside(deps, viewer, chat, t, lang);
    },
  };
}
