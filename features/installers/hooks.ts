'use client';
import { useSessionStore } from '@/lib/session/session-store';

/** The signed-in installer's id (keys the queries), or undefined for anyone else, so nothing is asked of the API for them. */
export function useInstallerId() {
  return useSessionStore((s) => (s.user?.role.name === 'INSTALLER' ? s.user.id : undefined));
}
