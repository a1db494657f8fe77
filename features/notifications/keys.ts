/** The notifications feature's react-query keys. */
export const notificationKeys = {
  ofUser: (userId: number | undefined) => ['notifications', userId] as const,
  page: (userId: number | undefined, page: number) => ['notifications', userId, page] as const,
  markAllRead: ['notifications', 'markAllRead'] as const,
};
