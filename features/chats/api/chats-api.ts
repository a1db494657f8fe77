import type { z } from 'zod';
import type { appealBodySchema, ChatStatus } from '@/contracts/chats';
import { call, callBlob } from '@/lib/api/call';

const routes = () => import('@/contracts/chats').then((m) => m.chatRoutes);

/** What the chat list asks for (GET /web/chats): the page, one equipment product, and (support) a state. */
export type ChatsQuery = { page?: number; equipment?: number; status?: ChatStatus };
export type AppealBody = z.input<typeof appealBodySchema>;

/** The chats calls, through the contract (contracts/chats.ts). */
export const chatsApi = {
  list: async (query: ChatsQuery & { perPage: number }) => call((await routes()).list, { query }),
  filters: async () => call((await routes()).filters, {}),
  aside: async (id: number) => call((await routes()).aside, { params: { id } }),
  messages: async (id: number, query: { limit: number; before?: number }) => call((await routes()).messages, { params: { id }, query }),
  send: async (id: number, body: { message: string; files?: string[]; clientKey?: string }) => call((await routes()).send, { params: { id }, body }),
  read: async (id: number, lastMessageId?: number) => call((await routes()).read, { params: { id }, body: lastMessageId ? { lastMessageId } : {} }),
  create: async (body: AppealBody) => call((await routes()).create, { body }),
  close: async (id: number) => call((await routes()).close, { params: { id } }),
  reopen: async (id: number) => call((await routes()).reopen, { params: { id } }),
  presence: async (id: number, body: { typing?: boolean; leaving?: boolean }) => call((await routes()).presence, { params: { id }, body }),
  /**
   * An attachment through the authorised route, with the bearer token, as a blob (never a public
   * URL an <img> could load). Nothing on failure: the error is logged and the caller shows the file as missing.
   */
  attachment: async (chatId: number, messageId: number, path: string): Promise<Blob | null> => {
    try {
      return await callBlob((await routes()).attachment, { params: { id: chatId, messageId }, query: { path } });
    } catch (error) {
      console.error('chats: the attachment could not be fetched', error);
      return null;
    }
  },
};
