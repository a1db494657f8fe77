/**
 * Chats and appeals with support (docs/domain.md#chats-and-appeals): the chats module's public entry. An appeal opens a chat
 * about one installation between its author and support; messages, unread counts per reader, the realtime
 * events `new_message`, `read_messages`, `chat_status` and `chat_presence`, attachments in the upload store's
 * private area, streamed through GET /web/chats/{id}/messages/{messageId}/attachment.
 */
export { default as chatRoutes } from './routes';
export { createChatsService, type ChatsService } from './service';
export { APPEALS_LIMIT } from './appeal';
export { MESSAGES_LIMIT } from './conversation';
export { demoChatsSeeder } from './seed';
// What modules/installations builds on: the appeal's rule, for its cards' `canAppeal`.
export { chatPolicy } from './policy';
