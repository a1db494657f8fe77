import { preventionEndpoints } from '@/contracts/endpoints/preventions';
import { call } from '@/lib/api/call';

/** The installer's calendar calls (docs/domain.md#maintenance-visits-and-reminders), through the contract. */
export const calendarApi = {
  month: (year: number, month: number) => call(preventionEndpoints.calendarMonth, { query: { year, month } }),
  day: (year: number, month: number, day: number) => call(preventionEndpoints.calendarDay, { query: { year, month, day } }),
  feed: async () => (await call(preventionEndpoints.calendarFeed, {})).feed,
  createFeed: async () => (await call(preventionEndpoints.calendarFeedCreate, { body: {} })).feed,
  revokeFeed: () => call(preventionEndpoints.calendarFeedRevoke, {}),
};

export const calendarKeys = {
  all: (userId: number | undefined) => ['calendar', userId] as const,
  month: (userId: number | undefined, year: number, month: number) => ['calendar', userId, 'month', year, month] as const,
  day: (userId: number | undefined, date: string) => ['calendar', userId, 'day', date] as const,
  feed: (userId: number | undefined) => ['calendar', userId, 'feed'] as const,
};
