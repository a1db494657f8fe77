'use client';
import dynamic from 'next/dynamic';
import { useOutboxNeeded } from '@/lib/offline/use-outbox-needed';
import { useSessionStore } from '@/lib/session/session-store';

// The outbox (and IndexedDB's wrapper with it) loads for a signed-in user with a change waiting on this device only.
const OutboxBar = dynamic(() => import('./outbox-bar').then((m) => m.OutboxBar), { ssr: false });

/** The field app's outbox bar on every page of a signed-in user who has changes waiting on this device (ADR 0055). */
export function OutboxSlot() {
  const signedIn = useSessionStore((s) => s.status === 'ready' && s.user !== null);
  const needed = useOutboxNeeded(signedIn);
  return signedIn && needed ? <OutboxBar /> : null;
}
