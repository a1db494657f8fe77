'use client';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useRealtimeConnected } from '@/lib/realtime/use-server-event';
import { useSessionStore } from '@/lib/session/session-store';
import { outbox } from '../sending';

/** How often a message waiting for the connection is tried again while the browser thinks it is online. */
const RETRY_MS = 5000;

/**
 * Sends the messages that wait for the connection when it returns (the browser is online again, the socket
 * reconnected, or a retry), on every page of the tab; forgets them when the user signs out.
 */
export function ChatsOutbox() {
  const userId = useSessionStore((s) => s.user?.id);
  const waiting = useStore(outbox.store, (s) => s.items.some((item) => item.state === 'waiting'));
  const owner = useRef(userId);

  useEffect(() => {
    if (owner.current !== undefined && owner.current !== userId) outbox.clear();
    owner.current = userId;
  }, [userId]);
  useEffect(() => {
    const flush = () => void outbox.flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
  useRealtimeConnected(() => void outbox.flush());
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => navigator.onLine && void outbox.flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  return null;
}
