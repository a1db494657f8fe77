import { z } from 'zod';
import { idParam, langQuery, pageSchema, pagingQuery, queryIdSchema } from './common';
import { chatAgentSchema, chatMessageSchema, chatPersonSchema, chatStatusSchema } from './chat-message';
import { CHATS_PER_PAGE } from './constants';
import { equipmentProductSchema } from './installations';
import { defineRoute } from './route';
import { MAX_UPLOAD_FILES, tempFilePathSchema } from './uploads';
import { textSchema } from './validation';

/**
 * Chats and appeals with support (docs/domain.md#chats-and-appeals): the chat list, the aside, messages,
 * appeals and their paging. A chat is about one
 * installation, between its author (the installation's client or installer) and support (ADMIN).
 * Moments travel as ISO 8601 (UTC), days as `yyyy-MM-dd`. Message text is plain text: show it as text.
 */

/** 10 messages per fetch, with an offset. */
export const MESSAGES_PER_FETCH = 10;
export const MAX_MESSAGES_PER_FETCH = 50;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 4000;
/** How long a support agent counts as "answering" a chat after their last presence call. */
export const PRESENCE_TTL_SECONDS = 30;

export * from './chat-message';

const recordId = z.number().int().positive().max(2_147_483_647);

export const chatInstallationSchema = z.object({ id: z.number().int(), address: z.string() });
export const chatProductSchema = z.object({ id: z.number().int(), name: z.string() });

/** A chat list item. `unread`: the viewer has unread messages here (`unreadCount` of them). */
export const chatListItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: chatStatusSchema,
  installation: chatInstallationSchema,
  product: chatProductSchema.nullable(),
  author: chatPersonSchema,
  lastMessage: chatMessageSchema.pick({ id: true, datetime: true, content: true, from: true }).extend({ attachmentsCount: z.number().int() }).nullable(),
  /** Support has not answered the author's last message yet (support's inbox puts these first). */
  awaitingAnswer: z.boolean(),
  unread: z.boolean(),
  unreadCount: z.number().int(),
  createdAt: z.string(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/**
 * GET /web/chats: the viewer's chats (support: all), newest activity first; for support, chats awaiting an
 * answer first. `equipment` keeps the chats whose installation has that catalogue product.
 */
export const chatsQuery = langQuery.extend(pagingQuery(CHATS_PER_PAGE).shape).extend({
  equipment: queryIdSchema.optional(),
  status: chatStatusSchema.optional(),
});

/** GET /web/chats/filters: the products of the viewer's chats' installations, for the `equipment` filter. */
export const chatFiltersSchema = z.object({ equipment: z.array(chatProductSchema) });

/** The chat aside (side panel), plus the chat's own state and what the viewer may do. */
export const chatAsideSchema = z.object({
  id: z.number().int(),
  installationId: z.number().int(),
  subject: z.string(),
  status: chatStatusSchema,
  closedAt: z.string().nullable(),
  address: z.string(),
  /** The installation's planned date, else its creation date (yyyy-MM-dd). */
  date: z.string(),
  client: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }),
  installer: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string() }).nullable(),
  equipment: z.object({ products: z.array(equipmentProductSchema), guarantee: z.string().nullable(), preventedAt: z.string().nullable() }),
  /** The product the appeal is about, if one was chosen. */
  product: chatProductSchema.nullable(),
  author: chatPersonSchema,
  createdAt: z.string(),
  unreadCount: z.number().int(),
  /** Other support agents answering now (support only; empty for the author). */
  answering: z.array(chatAgentSchema),
  canWrite: z.boolean(),
  canClose: z.boolean(),
  canReopen: z.boolean(),
});
export type ChatAside = z.infer<typeof chatAsideSchema>;

/**
 * GET /web/chats/{id}/messages: newest first. `offset` counts from the newest message; `before` (a message
 * id) instead starts just below that message, which stays correct while new messages arrive.
 */
export const chatMessagesQuery = langQuery.extend({
  limit: z.coerce.number().int().min(1).max(MAX_MESSAGES_PER_FETCH).default(MESSAGES_PER_FETCH),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  before: queryIdSchema.optional(),
});
export const chatMessagesSchema = z.object({
  data: z.array(chatMessageSchema),
  limit: z.number().int(),
  offset: z.number().int(),
  /** More (older) messages exist beyond this fetch. */
  hasMore: z.boolean(),
});

export const messageTextSchema = textSchema().trim().min(1).max(MAX_MESSAGE_LENGTH);
/** A key the sending tab chooses (a UUID); sending the same key again answers the first message (exactly once). */
export const clientKeySchema = z.string().uuid();
const filesSchema = z.array(tempFilePathSchema).max(MAX_UPLOAD_FILES);

/** POST /web/chats/{id}/messages: text and optional temporary uploads (all photos or all files, at most 10). */
export const chatMessageBodySchema = z.object({
  message: messageTextSchema,
  files: filesSchema.optional(),
  clientKey: clientKeySchema.optional(),
});

/** POST /web/chats: an appeal (docs/domain.md#chats-and-appeals). `photos` are temporary uploads (all photos or all files, at most 10). */
export const appealBodySchema = z.object({
  installationId: recordId,
  subject: textSchema().trim().min(1).max(MAX_SUBJECT_LENGTH),
  message: messageTextSchema,
  productId: recordId.nullish(),
  photos: filesSchema.optional(),
  clientKey: clientKeySchema.optional(),
});

/** POST /web/chats/{id}/read: marks read up to `lastMessageId` (default: every message so far). */
export const chatReadBodySchema = z.object({ lastMessageId: recordId.optional() }).nullish();
/** `messagesCount`: the viewer's unread messages over all chats (GET /web/sidebar's). */
export const chatReadSchema = z.object({ chatId: z.number().int(), unreadCount: z.number().int(), messagesCount: z.number().int() });

/** POST /web/chats/{id}/presence (support): "I am in this chat" (typing or not); answers the other agents there. */
export const chatPresenceBodySchema = z.object({ typing: z.boolean().default(false), leaving: z.boolean().default(false) }).nullish();
export const chatPresenceSchema = z.object({ chatId: z.number().int(), agents: z.array(chatAgentSchema) });

export const messageIdParam = idParam.extend({ messageId: queryIdSchema });
export const attachmentQuery = langQuery.extend({ path: z.string().min(1).max(500) });

const chatParam = idParam;
const errors = [401, 403, 404] as const;

export const chatRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/web/chats',
    auth: 'required',
    area: 'chats',
    query: chatsQuery,
    response: pageSchema(chatListItemSchema),
    errors: [401, 403, 422],
  }),
  filters: defineRoute({ method: 'GET', path: '/web/chats/filters', auth: 'required', area: 'chats', response: chatFiltersSchema, errors: [401, 403] }),
  create: defineRoute({
    method: 'POST',
    path: '/web/chats',
    auth: 'required',
    area: 'chats',
    body: appealBodySchema,
    response: chatAsideSchema,
    statuses: [201],
    errors: [401, 403, 404, 422, 429],
  }),
  aside: defineRoute({ method: 'GET', path: '/web/chats/:id', auth: 'required', area: 'chats', params: chatParam, response: chatAsideSchema, errors }),
  messages: defineRoute({
    method: 'GET',
    path: '/web/chats/:id/messages',
    auth: 'required',
    area: 'chats',
    params: chatParam,
    query: chatMessagesQuery,
    response: chatMessagesSchema,
    errors: [...errors, 422],
  }),
  send: defineRoute({
    method: 'POST',
    path: '/web/chats/:id/messages',
    auth: 'required',
    area: 'chats',
    params: chatParam,
    body: chatMessageBodySchema,
    response: chatMessageSchema,
    statuses: [201],
    errors: [...errors, 422, 429],
  }),
  read: defineRoute({
    method: 'POST',
    path: '/web/chats/:id/read',
    auth: 'required',
    area: 'chats',
    params: chatParam,
    body: chatReadBodySchema,
    response: chatReadSchema,
    errors: [...errors, 422],
  }),
  attachment: defineRoute({
    method: 'GET',
    path: '/web/chats/:id/messages/:messageId/attachment',
    auth: 'required',
    area: 'chats',
    params: messageIdParam,
    query: attachmentQuery,
    response: z.instanceof(Uint8Array).meta({ format: 'binary' }),
    errors: [...errors, 422],
  }),
  close: defineRoute({ method: 'POST', path: '/web/chats/:id/close', auth: 'required', area: 'support', params: chatParam, response: chatAsideSchema, errors }),
  reopen: defineRoute({
    method: 'POST',
    path: '/web/chats/:id/reopen',
    auth: 'required',
    area: 'support',
    params: chatParam,
    response: chatAsideSchema,
    errors,
  }),
  presence: defineRoute({
    method: 'POST',
    path: '/web/chats/:id/presence',
    auth: 'required',
    area: 'support',
    params: chatParam,
    body: chatPresenceBodySchema,
    response: chatPresenceSchema,
    errors: [...errors, 422],
  }),
};
