'use client';
import { useViewer } from '@/lib/session/early-viewer';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * Who is looking (the page's first render included, lib/session/early-viewer.tsx): the user id (keys the queries), whether they are a client (their list asks
 * `installed=true`) and whether they are a projector, who is refused installations. A projector's id is
 * not handed out, so that nothing is asked of the API for them. With `early` (the list and its filters: the installed
 * app's start page), before GET /session answers, the person remembered here, whose reads the service worker answers
 * from its copies (ADR 0056); the other reads would be refused without the session's token.
 */
export function useInstallationsViewer({ early = false } = {}) {
  const viewer = useViewer();
  const remembered = useSessionStore((s) => (early ? s.remembered : null));
  const user = viewer ?? remembered;
  const isProjector = user?.role.type === 'projector';
  return { userId: isProjector ? undefined : user?.id, isClient: user?.role.type === 'user', isProjector };
}
