'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Sidebar } from '@/contracts/profile';
import { useRealtimeConnected, useServerEvent } from '@/lib/realtime/use-server-event';
import { changeCounters, countersQuery } from '@/lib/session/counters';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * The unread counters of the shell (GET /web/sidebar, in the query cache: lib/session/counters.ts), kept current by
 * the realtime events instead of polling: a new or read notification or message changes them where it happens; the
 * counters are loaded when the user signs in and again whenever the socket (re)connects, so nothing sent
 * while it was down is missed.
 */
export function useSidebarCounters() {
  const userId = useSessionStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const counters = countersQuery(userId);
  useQuery(counters);

  // From the counters in the cache (the notifications list changes them too: opening it reads everything), at once,
  // so that two events in a row both count.
  const change = (next: (counters: Sidebar) => Partial<Sidebar>) => changeCounters(queryClient, userId, next);
  const reload = () => void queryClient.invalidateQueries({ queryKey: counters.queryKey });

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
