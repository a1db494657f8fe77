import { z } from 'zod';
import { notificationSchema } from './notifications';

/**
 * socket.io events the API emits to a user's room (API.md "Realtime"). The chat message shape is fixed by the chats
 * capability; until then it is the spec's {chatId, from.id, datetime, content}.
 */
export const chatMessageEventSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  from: z.object({ id: z.number().int() }),
  datetime: z.string(),
  content: z.string(),
});

export const workOrderTypeSchema = z.enum(['INSTALLATION', 'SERVICE', 'PREVENTION']);

export const serverEvents = {
  new_message: chatMessageEventSchema,
  read_messages: z.object({ chatId: z.number().int(), messagesCount: z.number().int() }),
  new_notification: notificationSchema,
  read_notifications: z.object({ notificationsCount: z.number().int() }),
  installation_needs_confirmation: z.object({ installationId: z.number().int(), to: z.number().int(), workOrderType: workOrderTypeSchema }),
  installation_confirmed: z.object({ installationId: z.number().int() }),
} as const;

export type ServerEvents = { [K in keyof typeof serverEvents]: (payload: z.infer<(typeof serverEvents)[K]>) => void };
