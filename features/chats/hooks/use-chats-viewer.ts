'use client';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * Who is looking: the user id (keys the queries; none for a projector, who is refused chats, docs/access.md#areas) and
 * whether they are support (ADMIN: every chat, answers them, closes and reopens them).
 */
export function useChatsViewer() {
  const user = useSessionStore((s) => s.user);
  const isProjector = user?.role.type === 'projector';
  return { userId: isProjector ? undefined : user?.id, isSupport: user?.role.name === 'ADMIN', isProjector };
}
