'use client';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { ChatMessage } from '@/contracts/chats';
import { apiFailure, failureMessage } from '@/lib/api/errors';
import { chatsApi } from './api/chats-api';
import { createOutbox, type Outgoing } from './outbox';

/** No answer at all (offline, the API unreachable) or a gateway's: the message waits for the connection. */
export function isConnectionError(error: unknown) {
  const { status, code } = apiFailure(error);
  if (status === undefined)
    return code === 'ERR_NETWORK' || code === 'ECONNABORTED' || code === 'ETIMEDOUT' || (typeof navigator !== 'undefined' && !navigator.onLine);
  return status === 502 || status === 503 || status === 504;
}

const acknowledged = new Set<(message: ChatMessage) => void>();

/** The tab's one outbox: what the user sends in any chat leaves in the order typed, also after a reload (see outbox.ts). */
export const outbox = createOutbox<ChatMessage>(
  {
    send: (item) => chatsApi.send(item.chatId, { message: item.text, files: item.attachments.length > 0 ? item.attachments : undefined, clientKey: item.key }),
    onSent: (_item, message) => acknowledged.forEach((listener) => listener(message)),
    isConnectionError,
    describe: (error) => failureMessage(error) ?? '',
  },
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);

/** Hears every message the API acknowledged (to put it where its pending copy was). */
export function onAcknowledged(listener: (message: ChatMessage) => void) {
  acknowledged.add(listener);
  return () => void acknowledged.delete(listener);
}

/** The messages of a chat still on their way out, oldest first. */
export function usePending(chatId: number): Outgoing[] {
  const items = useStore(outbox.store, (s) => s.items);
  return useMemo(() => items.filter((item) => item.chatId === chatId), [items, chatId]);
}
