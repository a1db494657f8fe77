import { z } from 'zod';
import { chatStatuses } from './constants';
import { roleNameSchema } from './roles';

/**
 * The chat message and the people in a chat, shared by contracts/chats.ts and the realtime events
 * (contracts/realtime.ts), kept apart so that neither imports the other.
 */

export const chatStatusSchema = z.enum(chatStatuses);
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/** Who wrote a message: `isSupport` is true for every support agent (ADMIN). */
export const chatPersonSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: roleNameSchema,
  isSupport: z.boolean(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/**
 * One attached file. `path` names it for the attachment route (GET .../attachment?path=); `url` is that
 * route's absolute address (it needs the bearer token: fetch it, never put it in an <img src>).
 */
export const chatAttachmentSchema = z.object({
  path: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  kind: z.enum(['photo', 'file']),
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** A chat message: the first 10 characters of `datetime` are the day. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  from: chatPersonSchema,
  datetime: z.string(),
  content: z.string(),
  attachments: z.array(chatAttachmentSchema),
  /** The other side has read it (the author for support's messages, any support agent for the author's). */
  read: z.boolean(),
  /** The `clientKey` the message was sent with (lets a tab match its pending message), else null. */
  clientKey: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A support agent currently answering a chat (presence within the last PRESENCE_TTL_SECONDS). */
export const chatAgentSchema = z.object({ id: z.number().int(), fullName: z.string(), typing: z.boolean(), at: z.string() });
export type ChatAgent = z.infer<typeof chatAgentSchema>;
