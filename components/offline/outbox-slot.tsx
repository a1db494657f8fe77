'use client';
import dynamic from 'next/dynamic';
import { useSessionStore } from '@/lib/session/session-store';

// The outbox (and IndexedDB's wrapper with it) loads for a signed-in user only, not with every guest's page.
const OutboxBar = dynamic(() => import('./outbox-bar').then((m) => m.OutboxBar), { ssr: false });

/** The field app's outbox bar on every page of a signed-in user (ADR 0055). */
export function OutboxSlot() {
  const signedIn = useSessionStore((s) => s.status === 'ready' && s.user !== null);
  return signedIn ? <OutboxBar /> : null;
}
