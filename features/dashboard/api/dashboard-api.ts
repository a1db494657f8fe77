import type { z } from 'zod';
import type { dashboardQuery } from '@/contracts/dashboard';
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/dashboard').then((m) => m.dashboardRoutes);

export type DashboardQuery = Omit<z.input<typeof dashboardQuery>, 'lang'>;

/** The dashboards' one call (contracts/dashboard.ts). */
export const dashboardApi = {
  dashboard: async (query: DashboardQuery) => call((await routes()).dashboard, { query }),
};
