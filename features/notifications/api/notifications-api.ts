import { NOTIFICATIONS_PER_PAGE } from '@/contracts/notifications';
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/notifications').then((m) => m.notificationRoutes);

export const notificationsApi = {
  list: async (page: number) => call((await routes()).list, { query: { page, perPage: NOTIFICATIONS_PER_PAGE } }),
  markAllRead: async () => call((await routes()).markRead, { body: {} }),
};
