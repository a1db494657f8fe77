'use client';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { waitForSession } from '@/lib/api/request-context';
import type { RoleName, RoleType } from '@/contracts/roles';
import { useSessionStore } from './session-store';

/** Who the server rendered a signed-in page for (its access cookie): an id and a role, no token, nothing else. */
export type EarlyViewer = { id: number; role: { name: RoleName; type: RoleType } };

const EarlyViewerContext = createContext<EarlyViewer | null>(null);

/** Once, in the browser, for a page rendered for a signed-in person: the API client waits for GET /session's answer. */
function gateCalls() {
  if (typeof window === 'undefined' || useSessionStore.getState().status !== 'loading') return;
  waitForSession(
    new Promise<void>((resolve) => {
      const stop = useSessionStore.subscribe((state) => state.status !== 'loading' && (stop(), resolve()));
    }),
  );
}

export function EarlyViewerProvider({ viewer, children }: { viewer: EarlyViewer | null; children: ReactNode }) {
  useState(() => viewer && gateCalls());
  return <EarlyViewerContext.Provider value={viewer}>{children}</EarlyViewerContext.Provider>;
}

/**
 * The signed-in user as far as a page's first render needs to know them: the session's user once GET /session has
 * answered, and before that the person the server rendered the page for, so that the server's HTML already holds
 * their first page of a list (and the browser's first render matches it). After GET /session only the session counts:
 * a signed-out tab shows nobody, whatever the page was rendered for.
 */
export function useViewer(): EarlyViewer | null {
  const early = useContext(EarlyViewerContext);
  const user = useSessionStore((s) => s.user);
  const loading = useSessionStore((s) => s.status === 'loading');
  return user ?? (loading ? early : null);
}
