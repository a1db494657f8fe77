import type { z } from 'zod';
import type { appealBodySchema, ChatStatus } from '@/contracts/chats';
import { chatEndpoints } from '@/contracts/endpoints/chats';
import { call, callBlob } from '@/lib/api/call';

/** What the chat list asks for (GET /web/chats): the page, one equipment product, and (support) a state. */
export type ChatsQuery = { page?: number; equipment?: number; status?: ChatStatus };
export type AppealBody = z.input<typeof appealBodySchema>;

/** The chats calls, through the contract (contracts/chats.ts). */
export const chatsApi = {
  list: (query: ChatsQuery & { perPage: number }) => call(chatEndpoints.list, { query }),
  filters: () => call(chatEndpoints.filters, {}),
  aside: (id: number) => call(chatEndpoints.aside, { params: { id } }),
  messages: (id: number, query: { limit: number; before?: number }) => call(chatEndpoints.messages, { params: { id }, query }),
  send: (id: number, body: { message: string; files?: string[]; clientKey?: string }) => call(chatEndpoints.send, { params: { id }, body }),
  read: (id: number, lastMessageId?: number) => call(chatEndpoints.read, { params: { id }, body: lastMessageId ? { lastMessageId } : {} }),
  create: (body: AppealBody) => call(chatEndpoints.create, { body }),
  close: (id: number) => call(chatEndpoints.close, { params: { id } }),
  reopen: (id: number) => call(chatEndpoints.reopen, { params: { id } }),
  presence: (id: number, body: { typing?: boolean; leaving?: boolean }) => call(chatEndpoints.presence, { params: { id }, body }),
  /**
   * An attachment through the authorised route, with the bearer token, as a blob (never a public
   * URL an <img> could load). Nothing on failure: the error is logged and the caller shows the file as missing.
   */
  attachment: async (chatId: number, messageId: number, path: string): Promise<Blob | null> => {
    try {
      return await callBlob(chatEndpoints.attachment, { params: { id: chatId, messageId }, query: { path } });
    } catch (error) {
      console.error('chats: the attachment could not be fetched', error);
      return null;
    }
  },
};
