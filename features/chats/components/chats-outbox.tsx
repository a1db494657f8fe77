'use client';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useRealtimeConnected } from '@/lib/realtime/use-server-event';
import { useSessionStore } from '@/lib/session/session-store';
import { outbox } from '../sending';

/** How often a message waiting for the connection is tried again while the browser thinks it is online. */
const RETRY_MS = 5000;

/**
 * Sends the messages that wait for the connection when it returns (the browser is online again, the socket
 * reconnected, or a retry), on every page of the tab, and those a reload interrupted; forgets them when the
 * user signs out or another one signs in.
 */
export function ChatsOutbox() {
  const status = useSessionStore((s) => s.status);
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const waiting = useStore(outbox.store, (s) => s.items.some((item) => item.state === 'waiting'));

  useEffect(() => {
    if (status !== 'ready') return;
    void (async () => {
      if (!outbox.store.persist.hasHydrated()) await outbox.restore();
      outbox.claim(userId);
      void outbox.flush();
    })();
  }, [status, userId]);
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
