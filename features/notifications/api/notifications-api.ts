import type { Page } from '@/contracts/common';
import { NOTIFICATIONS_PER_PAGE, type Notification } from '@/contracts/notifications';
import { getData, sendData } from '@/lib/api/client';

export const notificationsApi = {
  list: (page: number) => getData<Page<Notification>>('/web/notifications', { params: { page, perPage: NOTIFICATIONS_PER_PAGE } }),
  markAllRead: () => sendData<{ notificationsCount: number }>('post', '/web/notifications/read', {}),
};
