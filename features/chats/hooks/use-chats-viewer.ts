'use client';
import { useViewer } from '@/lib/session/early-viewer';

/**
 * Who is looking (the page's first render included, lib/session/early-viewer.tsx): the user id (keys the queries; none for a projector, who is refused chats, docs/access.md#areas) and
 * whether they are support (ADMIN: every chat, answers them, closes and reopens them).
 */
export function useChatsViewer() {
  const user = useViewer();
  const isProjector = user?.role.type === 'projector';
  return { userId: isProjector ? undefined : user?.id, isSupport: user?.role.name === 'ADMIN', isProjector };
}
