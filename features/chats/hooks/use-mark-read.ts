'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ChatAside, ChatMessage } from '@/contracts/chats';
import { changeCounters } from '@/lib/session/counters';
import { chatsApi } from '../api/chats-api';
import { chatKeys } from '../keys';
import type { MessagesState } from './use-chat-messages';
import { useChatsViewer } from './use-chats-viewer';

/** Whether the tab is in front: a message counts as read only when the reader can see it. */
function useVisible() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Reading marks read (realtime `read_messages` tells the other side and the reader's other tabs): while
 * the chat is on screen and the tab visible, the other side's unread messages are marked read up to the newest,
 * and the shell's unread count takes the API's figure at once.
 */
export function useMarkRead(chatId: number, messages: ChatMessage[] | undefined) {
  const { userId, isSupport } = useChatsViewer();
  const queryClient = useQueryClient();
  const visible = useVisible();
  const posted = useRef(0);
  const incoming = (m: ChatMessage) => m.from.isSupport !== isSupport;
  const upTo = (messages ?? []).filter((m) => incoming(m) && !m.read).reduce((max, m) => Math.max(max, m.id), 0);

  const { mutate } = useMutation({
    mutationFn: (lastMessageId: number) => chatsApi.read(chatId, lastMessageId),
    onSuccess: ({ unreadCount, messagesCount }, lastMessageId) => {
      changeCounters(queryClient, userId, () => ({ messagesCount }));
      queryClient.setQueryData<MessagesState>(chatKeys.messages(userId, chatId), (state) =>
        state ? { ...state, messages: state.messages.map((m) => (incoming(m) && m.id <= lastMessageId ? { ...m, read: true } : m)) } : state,
      );
      queryClient.setQueryData<ChatAside>(chatKeys.aside(userId, chatId), (aside) => (aside ? { ...aside, unreadCount } : aside));
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) });
    },
    // Tried again with the next message or when the tab comes back.
    onError: () => (posted.current = 0),
  });

  useEffect(() => {
    if (!upTo || !visible || upTo <= posted.current) return;
    posted.current = upTo;
    mutate(upTo);
  }, [upTo, visible, mutate]);
}
