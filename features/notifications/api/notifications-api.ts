import { notificationEndpoints } from '@/contracts/endpoints/notifications';
import { NOTIFICATIONS_PER_PAGE } from '@/contracts/notifications';
import { call } from '@/lib/api/call';

export const notificationsApi = {
  list: (page: number) => call(notificationEndpoints.list, { query: { page, perPage: NOTIFICATIONS_PER_PAGE } }),
  markAllRead: () => call(notificationEndpoints.markRead, { body: {} }),
};
