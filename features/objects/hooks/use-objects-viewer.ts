'use client';
import { useSessionStore } from '@/lib/session/session-store';

/** docs/access.md#row-scopes: building objects are the designer's (its own) and the admin's (all). */
export const OBJECT_ROLES = ['PROJECTOR', 'ADMIN'] as const;

/** Who is looking: the user id (keys the queries), handed out only to the roles that may see objects. */
export function useObjectsViewer() {
  const user = useSessionStore((s) => s.user);
  const allowed = Boolean(user && (OBJECT_ROLES as readonly string[]).includes(user.role.name));
  return { userId: allowed ? user?.id : undefined, allowed, signedIn: Boolean(user) };
}
