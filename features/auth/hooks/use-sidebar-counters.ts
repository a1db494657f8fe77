'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Sidebar } from '@/contracts/profile';
import { useRealtimeConnected, useServerEvent } from '@/lib/realtime/use-server-event';
import { sidebarQueryKey } from '@/lib/session/queries';
import { useSessionStore } from '@/lib/session/session-store';
import { authApi } from '../api/auth-api';

/**
 * The unread counters of the shell (GET /web/sidebar) in the session store, kept current by the realtime
 * events instead of polling: a new or read notification or message changes them where it happens; the
 * counters are loaded when the user signs in and again whenever the socket (re)connects, so nothing sent
 * while it was down is missed.
 */
export function useSidebarCounters() {
  const userId = useSessionStore((s) => s.user?.id);
  const setCounters = useSessionStore((s) => s.setCounters);
  const queryClient = useQueryClient();
  const queryKey = [...sidebarQueryKey, userId];
  const { data } = useQuery({ queryKey, queryFn: authApi.sidebar, enabled: Boolean(userId), staleTime: Infinity });
  useEffect(() => {
    if (data) setCounters(data);
  }, [data, setCounters]);

  // From the counters on screen (the notifications list sets them too: opening it reads everything), at once,
  // so that two events in a row both count; the query's cache keeps the same figures.
  const change = (next: (counters: Sidebar) => Partial<Sidebar>) => {
    const { counters, setCounters: set } = useSessionStore.getState();
    const changed = { ...counters, ...next(counters) };
    set(changed);
    queryClient.setQueryData<Sidebar>(queryKey, changed);
  };
  const reload = () => void queryClient.invalidateQueries({ queryKey });

  useServerEvent('new_notification', (notification) => {
    if (!notification.readAt) change(({ notificationsCount }) => ({ notificationsCount: notificationsCount + 1 }));
  });
  useServerEvent('read_notifications', ({ notificationsCount }) => change(() => ({ notificationsCount })));
  // The event carries the recipient's own unread count over all chats (support's figure differs from the author's).
  useServerEvent('new_message', ({ messagesCount }) => change(() => ({ messagesCount })));
  // The chat's own count says what was read there, not what is left unread across chats: ask the API.
  useServerEvent('read_messages', reload);
  useRealtimeConnected(reload);
}
