import { pushEndpoints } from '@/contracts/endpoints/push';
import type { PushSubscriptionBody } from '@/contracts/push';
import { call } from '@/lib/api/call';

export const pushApi = {
  key: async () => (await call(pushEndpoints.key, {})).publicKey,
  /** This session's endpoint at the API, or null. */
  endpoint: async () => (await call(pushEndpoints.subscription, {})).endpoint,
  subscribe: (body: PushSubscriptionBody) => call(pushEndpoints.subscribe, { body }),
  unsubscribe: () => call(pushEndpoints.unsubscribe, {}),
};
