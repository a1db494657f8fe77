'use client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mayEnter } from '@/contracts/access';
import { useSessionStore } from '@/lib/session/session-store';
import { dashboardApi, type DashboardQuery } from './api/dashboard-api';

/** The signed-in user's id when they may see a dashboard (support, a dealer's people), else undefined: nothing loads. */
export const useDashboardViewerId = () => useSessionStore((s) => (s.user && mayEnter(s.user.role.name, 'dealerPages') ? s.user.id : undefined));

/** The dashboard of a period (and, for support, of a company), per signed-in user; a changed filter keeps the previous numbers shown while it loads. */
export const dashboardQueryOf = (userId: number | undefined, query: DashboardQuery) =>
  queryOptions({
    queryKey: ['dashboard', userId, query] as const,
    queryFn: () => dashboardApi.dashboard(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
