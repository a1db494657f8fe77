'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sidebarQueryKey } from '@/lib/session/queries';
import { useSessionStore } from '@/lib/session/session-store';
import { authApi } from '../api/auth-api';

export const SIDEBAR_POLL_MS = 60_000;

/** The unread counters of GET /web/sidebar, every minute and when the window regains focus, into the session store. */
export function useSidebarPolling() {
  const userId = useSessionStore((s) => s.user?.id);
  const setCounters = useSessionStore((s) => s.setCounters);
  const { data } = useQuery({
    queryKey: [...sidebarQueryKey, userId],
    queryFn: authApi.sidebar,
    enabled: Boolean(userId),
    refetchInterval: SIDEBAR_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
  useEffect(() => {
    if (data) setCounters(data);
  }, [data, setCounters]);
}
