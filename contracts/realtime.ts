import { z } from 'zod';
import { workOrderTypes } from './constants';
import { chatAgentSchema, chatMessageSchema, chatStatusSchema } from './chat-message';
import { notificationSchema } from './notifications';

/** `new_message` to each participant (the author's tabs, every support agent): the message and the recipient's unread counts. */
export const newMessageEventSchema = chatMessageSchema.extend({
  /** The recipient's unread messages in this chat (0 for the sender). */
  unreadCount: z.number().int(),
  /** The recipient's unread messages over all chats (GET /web/sidebar's `messagesCount`). */
  messagesCount: z.number().int(),
});

/**
 * `read_messages` to the reader's tabs and to the chat's other side: `readerId` read `chatId` up to
 * `lastReadMessageId`. `unreadCount` and `messagesCount` are the recipient's own (as after `new_message`).
 */
export const readMessagesEventSchema = z.object({
  chatId: z.number().int(),
  messagesCount: z.number().int(),
  unreadCount: z.number().int(),
  readerId: z.number().int(),
  /** The reader is support (then the author's messages up to `lastReadMessageId` show as read). */
  readerIsSupport: z.boolean(),
  lastReadMessageId: z.number().int(),
});

export const workOrderTypeSchema = z.enum(workOrderTypes);

export const serverEvents = {
  new_message: newMessageEventSchema,
  read_messages: readMessagesEventSchema,
  /** A chat was closed or reopened by support (to the author and every support agent). */
  chat_status: z.object({ chatId: z.number().int(), status: chatStatusSchema }),
  /** Support agents answering a chat now (to the other support agents): "who else is answering". */
  chat_presence: z.object({ chatId: z.number().int(), agents: z.array(chatAgentSchema) }),
  new_notification: notificationSchema,
  read_notifications: z.object({ notificationsCount: z.number().int() }),
  installation_needs_confirmation: z.object({ installationId: z.number().int(), to: z.number().int(), workOrderType: workOrderTypeSchema }),
  installation_confirmed: z.object({ installationId: z.number().int() }),
} as const;

export type ServerEvents = { [K in keyof typeof serverEvents]: (payload: z.infer<(typeof serverEvents)[K]>) => void };
