import type { z } from 'zod';
import type { dashboardQuery } from '@/contracts/dashboard';
import { dashboardEndpoints } from '@/contracts/endpoints/dashboard';
import { call } from '@/lib/api/call';

export type DashboardQuery = Omit<z.input<typeof dashboardQuery>, 'lang'>;

/** The dashboards' one call (contracts/dashboard.ts). */
export const dashboardApi = {
  dashboard: (query: DashboardQuery) => call(dashboardEndpoints.dashboard, { query }),
};
