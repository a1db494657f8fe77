'use client';
import dynamic from 'next/dynamic';
import { useOutboxNeeded } from '@/lib/offline/use-outbox-needed';
import { useSessionStore } from '@/lib/session/session-store';

// The outbox bar (and IndexedDB's wrapper with it) loads only where it is needed (lib/offline/use-outbox-needed.ts).
const OutboxBar = dynamic(() => import('./outbox-bar').then((m) => m.OutboxBar), { ssr: false });

/** The field app's outbox bar: on a page that makes changes on site, or while this device keeps one (ADR 0055). */
export function OutboxSlot() {
  const signedIn = useSessionStore((s) => s.status === 'ready' && s.user !== null);
  const needed = useOutboxNeeded(signedIn);
  return signedIn && needed ? <OutboxBar /> : null;
}
