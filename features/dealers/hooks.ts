'use client';
import { isDealerRole } from '@/contracts/constants';
import { useAreaUserId, useSessionStore } from '@/lib/session/session-store';

/** The signed-in dealer's (or deputy's, or assistant's) user id, or undefined for anyone else. */
export function useDealerUserId() {
  return useSessionStore((s) => (s.user && isDealerRole(s.user.role.name) ? s.user.id : undefined));
}

/** The user id of whoever may open the dealer pages (a dealer role, or support for every company), or undefined. */
export const useDealerPagesUserId = () => useAreaUserId('dealerPages');

/** The signed-in support operator's id (ADMIN), or undefined. */
export function useAdminId() {
  return useSessionStore((s) => (s.user?.role.name === 'ADMIN' ? s.user.id : undefined));
}
