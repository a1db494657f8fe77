'use client';
import { createContext, useEffect, useState, type ReactNode } from 'react';
import { forgetSession, refreshAccessToken } from '@/lib/session/session-client';
import { useSessionStore } from '@/lib/session/session-store';
import { createRealtimeHub, type RealtimeHub } from './events';
import type { SocketSession } from './socket';

export const RealtimeContext = createContext<RealtimeHub | null>(null);

const session: SocketSession = {
  token: () => useSessionStore.getState().accessToken,
  refresh: refreshAccessToken,
  ended: forgetSession,
};

/**
 * The one realtime connection of the page (docs/api.md#realtime): opened while a user is
 * signed in, closed when they sign out or another user signs in. Components listen with useServerEvent.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(createRealtimeHub);
  const userId = useSessionStore((s) => s.user?.id);

  useEffect(() => {
    if (!userId) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    // socket.io-client and the event schemas load only for a signed-in user (docs/decisions/0008).
    void import('./socket').then(({ openSocket }) => {
      if (!cancelled) close = openSocket(hub, session);
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [hub, userId]);

  return <RealtimeContext value={hub}>{children}</RealtimeContext>;
}
