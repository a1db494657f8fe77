import type { ChatsQuery } from './api/chats-api';

/** The chats feature's react-query keys, per signed-in user. */
export const chatKeys = {
  all: (userId: number | undefined) => ['chats', userId] as const,
  lists: (userId: number | undefined) => ['chats', userId, 'list'] as const,
  list: (userId: number | undefined, query: ChatsQuery) => ['chats', userId, 'list', query] as const,
  filters: (userId: number | undefined) => ['chats', userId, 'filters'] as const,
  aside: (userId: number | undefined, id: number) => ['chats', userId, 'aside', id] as const,
  messages: (userId: number | undefined, id: number) => ['chats', userId, 'messages', id] as const,
  attachment: (userId: number | undefined, messageId: number, path: string) => ['chats', userId, 'attachment', messageId, path] as const,
};
