/**
 * Chats and appeals with support (docs/domain.md#chats-and-appeals): the chats module's public entry. An appeal opens a chat
 * about one installation between its author and support; messages, unread counts per reader, the realtime
 * events `new_message`, `read_messages`, `chat_status` and `chat_presence`, attachments in the upload store's
 * private area, streamed through GET /web/chats/{id}/messages/{messageId}/attachment.
 */
export { default as chatRoutes } from './routes';
export { createChatsService, APPEALS_LIMIT, MESSAGES_LIMIT, type ChatsService } from './service';
export { demoChatsSeeder } from './seed';
