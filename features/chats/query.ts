import type { ChatStatus } from '@/contracts/chats';
import { CHATS_PER_PAGE, chatStatuses } from '@/contracts/constants';
import type { ChatsQuery } from './api/chats-api';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** What the list shows, kept in the URL query (`?equipment=12&status=open&page=2`); malformed values are dropped. */
export function parseChatsQuery(params: URLSearchParams): Required<Pick<ChatsQuery, 'page'>> & ChatsQuery {
  const status = params.get('status');
  return {
    page: positive(params.get('page')) ?? 1,
    equipment: positive(params.get('equipment')),
    status: (chatStatuses as readonly string[]).includes(status ?? '') ? (status as ChatStatus) : undefined,
  };
}

/** The query of GET /web/chats for what the URL asks (ten a page). */
export const chatsListQuery = (state: ChatsQuery) => ({ ...state, perPage: CHATS_PER_PAGE });
