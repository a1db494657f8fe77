'use client';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@/contracts/endpoints/notifications';
import type { Sidebar } from '@/contracts/profile';
import { call } from '@/lib/api/call';
import { sidebarQueryKey } from './queries';
import { useSessionStore } from './session-store';

/**
 * The shell's unread counters (GET /web/sidebar): react-query holds the only copy, one entry per user. They are
 * loaded once (at sign-in, or by the first reader) and then changed where things happen: the realtime events
 * (features/auth useSidebarCounters), opening the notifications, reading a chat. No polling: `staleTime` is
 * infinite, and a (re)connection of the socket invalidates them.
 */
export const countersQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...sidebarQueryKey, userId],
    queryFn: () => call(notificationEndpoints.sidebar, {}),
    enabled: Boolean(userId),
    staleTime: Infinity,
  });

const none: Sidebar = { notificationsCount: 0, messagesCount: 0 };

/** The signed-in user's counters, zero until they are known. It only reads: useSidebarCounters, mounted once, loads them. */
export function useCounters(): Sidebar {
  const userId = useSessionStore((s) => s.user?.id);
  return useQuery({ ...countersQuery(userId), enabled: false }).data ?? none;
}

/**
 * Changes the user's counters in the cache at once (synchronously, so two changes in a row both count). Counters
 * not loaded yet stay so: the load that is on its way brings the API's figures.
 */
export function changeCounters(queryClient: QueryClient, userId: number | undefined, next: (counters: Sidebar) => Partial<Sidebar>) {
  queryClient.setQueryData(countersQuery(userId).queryKey, (counters) => (counters ? { ...counters, ...next(counters) } : counters));
}
