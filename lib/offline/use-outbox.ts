'use client';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { outboxDb, type OutboxEntry } from './outbox-db';
import { entriesOf, onSynced, replay } from './replay';

const NONE: OutboxEntry[] = [];

/** The user's changes on this device, oldest first (all of them, or one job's), as they change. */
export function useOutbox(userId: number | undefined, installationId?: number): OutboxEntry[] {
  return (
    useLiveQuery(
      () =>
        userId === undefined
          ? NONE
          : installationId === undefined
            ? entriesOf(userId)
            : outboxDb.entries.where('[userId+installationId]').equals([userId, installationId]).sortBy('seq'),
      [userId, installationId],
    ) ?? NONE
  );
}

/** Calls `listener` each time a change of this job reaches the API (the card reads itself again). */
export function useSyncedChanges(installationId: number, listener: () => void) {
  const current = useRef(listener);
  useEffect(() => {
    current.current = listener;
  });
  useEffect(() => onSynced((entry) => entry.installationId === installationId && current.current()), [installationId]);
}

const RETRY_MS = 30_000;

/**
 * Sends the signed-in user's waiting changes: when the page opens (or its session is back: `signedIn`, a token), when
 * the network comes back, when the page is shown again and every 30 s while some wait. iOS has no Background Sync, so the open page is what sends them.
 */
export function useOutboxSync(userId: number | undefined, signedIn: boolean) {
  const waiting = useOutbox(userId).some((entry) => entry.state === 'waiting');
  useEffect(() => {
    // A page opened without a network knows its user but has no token yet (ADR 0053): it sends once the session is back.
    if (userId === undefined || !signedIn) return;
    const send = () => navigator.onLine && void replay(userId);
    const onVisible = () => document.visibilityState === 'visible' && send();
    send();
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', onVisible);
    const timer = waiting ? window.setInterval(send, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [userId, signedIn, waiting]);
}
