'use client';
import { useSessionStore } from '@/lib/session/session-store';

/** Who is looking: the user id (keys the queries) and whether they are a client (spec section 6: `installed=true`). */
export function useInstallationsViewer() {
  const user = useSessionStore((s) => s.user);
  return { userId: user?.id, isClient: user?.role.type === 'user' };
}
