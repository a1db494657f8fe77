import type { ChatMessage } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction, type Tx } from '../../db/transaction';
import { pages } from '../../../../contracts/pages';
import { attachmentOf, attachmentUrls } from './attachments';
import type { ChatsDeps } from './deps';
import { announceMessage, announceRead, announceStatus } from './events';
import { insertMessage, presentMessage, type MessageRow } from './messages';
import { isSupport, peopleOf, supportAgents } from './people';
import { markRead } from './reads';
import { lockChat, type ChatRow } from './rows';

/** Messages as the API answers them, their authors read by id (one just written, or a retried send's first). */
export async function presentMessages(
  { apiPublicUrl }: Pick<ChatsDeps, 'apiPublicUrl'>,
  db: Db,
  chat: Pick<ChatRow, 'id' | 'authorReadId' | 'supportReadId'>,
  rows: MessageRow[],
): Promise<ChatMessage[]> {
  const people = await peopleOf(
    db,
    rows.map((r) => r.authorId),
  );
  return rows.map((r) => presentMessage(r, people.get(r.authorId)!, chat, attachmentUrls(apiPublicUrl, chat.id)));
}

/**
 * Adds `viewer`'s message (a send, or an appeal's first) to the locked chat with the uploads it names claimed (`field`
 * names them in a 422), marks the chat read for them and announces both; a closed chat is open again.
 */
export async function writeMessage(
  deps: ChatsDeps,
  tx: Tx,
  chat: ChatRow,
  viewer: Viewer,
  message: { text: string; files: string[]; field: string; clientKey?: string },
) {
  const { uploads, clock, realtime } = deps;
  const stored = message.files.length ? await uploads.claim(tx, viewer, message.files, { kind: 'files', field: message.field, private: true }) : [];
  const row = await insertMessage(tx.db, chat, {
    authorId: viewer.id,
    bySupport: isSupport(viewer),
    content: message.text,
    attachments: stored.map(attachmentOf),
    clientKey: message.clientKey,
    at: clock.now(),
  });
  const updated = await lockChat(tx.db, chat.id);
  const read = await markRead(tx.db, updated, viewer);
  const after = await lockChat(tx.db, chat.id);
  const [presented] = await presentMessages(deps, tx.db, after, [row]);
  await announceMessage(realtime, tx, after, presented);
  await pushMessage(deps, tx, chat, presented);
  if (read.changed) await announceRead(realtime, tx, after, viewer, read);
  if (chat.status === 'closed') await announceStatus(realtime, tx, after, 'open');
  return presented;
}

/** The longest part of a message a push shows. */
const PREVIEW_LENGTH = 140;

/**
 * The message to the other side's devices (docs/decisions/0054-web-push.md): the author's for support's message, every
 * support agent's for the author's. A retried send announces again (below) but pushes once.
 */
async function pushMessage({ push }: Pick<ChatsDeps, 'push'>, tx: Tx, chat: ChatRow, message: ChatMessage) {
  const recipients = message.from.isSupport ? [chat.authorId] : await supportAgents(tx.db);
  const text = message.content.length > PREVIEW_LENGTH ? `${message.content.slice(0, PREVIEW_LENGTH - 1)}…` : message.content;
  tx.afterCommit(() =>
    push.send(recipients, {
      texts: (t) => ({
        title: message.from.isSupport ? t('push.newMessage.fromSupport') : t('push.newMessage.from', { name: message.from.fullName }),
        body: text || t('push.newMessage.files', { count: message.attachments.length }),
      }),
      page: pages.chat(chat.id),
      tag: `chat-${chat.id}`,
    }),
  );
}

/**
 * A retried send's message (found by its `clientKey`) as the API answers it, announced again: the copy that wrote it
 * may have stopped before its announcement left (an API copy killed between the commit and its answer, so the sender
 * saw no answer and sent again). Receivers merge messages by id, so a second announcement changes nothing else.
 */
export function announceAgain(deps: ChatsDeps, chatId: number, row: MessageRow) {
  return transaction(deps.db, async (tx) => {
    const chat = await lockChat(tx.db, chatId);
    const [presented] = await presentMessages(deps, tx.db, chat, [row]);
    await announceMessage(deps.realtime, tx, chat, presented);
    return presented;
  });
}
