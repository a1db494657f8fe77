'use client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dashboardApi, type DashboardQuery } from './api/dashboard-api';

/** The dashboard of a period (and, for support, of a company), per signed-in user; a changed filter keeps the previous numbers shown while it loads. */
export const dashboardQueryOf = (userId: number | undefined, query: DashboardQuery) =>
  queryOptions({
    queryKey: ['dashboard', userId, query] as const,
    queryFn: () => dashboardApi.dashboard(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
