'use client';
import { useEffect, useRef, useState } from 'react';
import { PRESENCE_TTL_SECONDS, type ChatAgent } from '@/contracts/chats';
import { useServerEvent } from '@/lib/realtime/use-server-event';
import { chatsApi } from '../api/chats-api';
import { useChatsViewer } from './use-chats-viewer';

/** Presence is renewed well within its time to live. */
const RENEW_MS = (PRESENCE_TTL_SECONDS * 1000) / 2;
/** Typing counts for this long after the last key. */
const TYPING_MS = 5000;

/**
 * Support only: tells the API this agent is in the chat (and typing) while it is open, and hears which other
 * agents are (realtime `chat_presence`), so that two agents do not answer the same client unawares.
 */
export function usePresence(chatId: number, enabled: boolean) {
  const { userId } = useChatsViewer();
  const [agents, setAgents] = useState<ChatAgent[]>([]);
  const typedAt = useRef(0);
  const others = (list: ChatAgent[]) => list.filter((agent) => agent.id !== userId);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const ping = () =>
      chatsApi
        .presence(chatId, { typing: Date.now() - typedAt.current < TYPING_MS })
        .then((answer) => !stopped && setAgents(others(answer.agents)))
        .catch(() => undefined);
    void ping();
    const timer = setInterval(ping, RENEW_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      void chatsApi.presence(chatId, { leaving: true }).catch(() => undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one presence per open chat
  }, [chatId, enabled]);
  useServerEvent('chat_presence', (event) => event.chatId === chatId && setAgents(others(event.agents)));

  return {
    agents: enabled ? agents : [],
    typing() {
      if (!enabled) return;
      const was = Date.now() - typedAt.current < TYPING_MS;
      typedAt.current = Date.now();
      if (!was) void chatsApi.presence(chatId, { typing: true }).catch(() => undefined);
    },
  };
}
