import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/preventions').then((m) => m.preventionRoutes);

/** The installer's calendar calls (docs/domain.md#maintenance-visits-and-reminders), through the contract. */
export const calendarApi = {
  month: async (year: number, month: number) => call((await routes()).calendarMonth, { query: { year, month } }),
  day: async (year: number, month: number, day: number) => call((await routes()).calendarDay, { query: { year, month, day } }),
  feed: async () => (await call((await routes()).calendarFeed, {})).feed,
  createFeed: async () => (await call((await routes()).calendarFeedCreate, { body: {} })).feed,
  revokeFeed: async () => call((await routes()).calendarFeedRevoke, {}),
};

export const calendarKeys = {
  all: (userId: number | undefined) => ['calendar', userId] as const,
  month: (userId: number | undefined, year: number, month: number) => ['calendar', userId, 'month', year, month] as const,
  day: (userId: number | undefined, date: string) => ['calendar', userId, 'day', date] as const,
  feed: (userId: number | undefined) => ['calendar', userId, 'feed'] as const,
};
