import { chatRoutes, pathOf } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { ChatAttachmentRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { mimeOf, type StoredFile } from '../uploads';
import type { ChatsDeps } from './deps';
import { messageById } from './messages';
import { visibleChat } from './rows';

/**
 * A message's attachments: files claimed from the uploads into the store's private area, streamed only through the
 * attachment route, to the chat's author and support.
 */

/** Where a chat's attachments stream from: the attachment route with the file's key. */
export const attachmentUrls = (apiPublicUrl: string, chatId: number) => (messageId: number, key: string) =>
  `${apiPublicUrl.replace(/\/+$/, '')}${pathOf(chatRoutes.attachment, { id: chatId, messageId })}?path=${encodeURIComponent(key)}`;

export const attachmentOf = (file: StoredFile): ChatAttachmentRow => ({
  key: file.key,
  name: file.name,
  mime: mimeOf(file.type),
  size: file.size,
  kind: file.category === 'photo' ? 'photo' : 'file',
});

export function createAttachments({ db, uploads }: ChatsDeps) {
  return {
    /** An attachment's bytes, to the chat's author and support only (404 for anyone else, or a path not of that message). */
    async attachment(viewer: Viewer, id: number, messageId: number, path: string) {
      const chat = await visibleChat(db, viewer, id);
      const message = await messageById(db, chat.id, messageId);
      const file = message?.attachments.find((a) => a.key === path);
      if (!file) throw notFound();
      const stream = await uploads.open(file.key);
      return { ...file, stream };
    },
  };
}
