import type { PushSubscriptionBody } from '@/contracts/push';
import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/push').then((m) => m.pushRoutes);

export const pushApi = {
  key: async () => (await call((await routes()).key, {})).publicKey,
  /** This session's endpoint at the API, or null. */
  endpoint: async () => (await call((await routes()).subscription, {})).endpoint,
  subscribe: async (body: PushSubscriptionBody) => call((await routes()).subscribe, { body }),
  unsubscribe: async () => call((await routes()).unsubscribe, {}),
};
