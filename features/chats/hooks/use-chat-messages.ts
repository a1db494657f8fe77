'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MESSAGES_PER_FETCH, type ChatMessage } from '@/contracts/chats';
import { useRealtimeConnected, useServerEvent } from '@/lib/realtime/use-server-event';
import { chatsApi } from '../api/chats-api';
import { chatKeys } from '../keys';
import { onAcknowledged } from '../sending';
import { useChatsViewer } from './use-chats-viewer';

export type MessagesState = { messages: ChatMessage[]; hasMore: boolean };

/** Adds messages to the ones loaded, each once (an event and an acknowledgement may bring the same one). */
export function mergeMessages(state: MessagesState, incoming: readonly ChatMessage[], hasMore = state.hasMore): MessagesState {
  const byId = new Map(state.messages.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return { messages: [...byId.values()], hasMore };
}

/**
 * The messages of a chat (ten per fetch): the newest ten first, then ten older ones
 * at a time (`before` the oldest loaded, which stays right while new ones arrive). New messages come by the
 * realtime `new_message` and by the API's acknowledgement of the tab's own; after a reconnection the newest
 * ten are read again. Leaving the chat forgets them (a route change resets the chat query).
 */
export function useChatMessages(chatId: number) {
  const { userId } = useChatsViewer();
  const queryClient = useQueryClient();
  const queryKey = chatKeys.messages(userId, chatId);
  const newest = async (): Promise<MessagesState> => {
    const page = await chatsApi.messages(chatId, { limit: MESSAGES_PER_FETCH });
    return { messages: page.data, hasMore: page.hasMore };
  };
  const query = useQuery({ queryKey, queryFn: newest, enabled: Boolean(userId), staleTime: Infinity, refetchOnWindowFocus: false });
  const add = (incoming: ChatMessage[], hasMore?: boolean) =>
    queryClient.setQueryData<MessagesState>(queryKey, (state) => (state ? mergeMessages(state, incoming, hasMore) : state));

  const older = useMutation({
    mutationFn: async () => {
      const state = queryClient.getQueryData<MessagesState>(queryKey);
      const oldest = state?.messages.reduce<number | undefined>((min, m) => (min === undefined || m.id < min ? m.id : min), undefined);
      return chatsApi.messages(chatId, { limit: MESSAGES_PER_FETCH, before: oldest });
    },
    onSuccess: (page) => add(page.data, page.hasMore),
  });

  useServerEvent('new_message', ({ unreadCount: _unread, messagesCount: _count, ...message }) => {
    if (message.chatId === chatId) add([message]);
  });
  // A side read the other side's messages up to there: the author's read support's, or support (any agent, any tab) the author's.
  useServerEvent('read_messages', ({ chatId: readChat, readerIsSupport, lastReadMessageId }) => {
    if (readChat !== chatId) return;
    const read = (m: ChatMessage) => !m.read && m.id <= lastReadMessageId && m.from.isSupport !== readerIsSupport;
    queryClient.setQueryData<MessagesState>(queryKey, (state) =>
      state ? { ...state, messages: state.messages.map((m) => (read(m) ? { ...m, read: true } : m)) } : state,
    );
  });
  useEffect(() => onAcknowledged((message) => message.chatId === chatId && add([message])));
  useRealtimeConnected(() => {
    if (queryClient.getQueryData(queryKey)) void newest().then((state) => add(state.messages));
  });
  useEffect(
    () => () => queryClient.removeQueries({ queryKey }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the chat's
    [userId, chatId],
  );

  return { query, older };
}
