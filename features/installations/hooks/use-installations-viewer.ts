'use client';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * Who is looking: the user id (keys the queries), whether they are a client (their list asks
 * `installed=true`) and whether they are a projector, who is refused installations. A projector's id is
 * not handed out, so that nothing is asked of the API for them.
 */
export function useInstallationsViewer() {
  const user = useSessionStore((s) => s.user);
  const isProjector = user?.role.type === 'projector';
  return { userId: isProjector ? undefined : user?.id, isClient: user?.role.type === 'user', isProjector };
}
