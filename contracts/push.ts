import { z } from 'zod';
import { defineRoute } from './route';
import { messageKey, textSchema } from './validation';

/**
 * Web Push (docs/decisions/0054-web-push.md): the browser subscribes with the API's VAPID public key and hands the
 * subscription to the API for the session it is signed in with.
 */

/** GET /web/push/key: the VAPID public key (base64url), or null when push is off on this server. */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** The push service's address the browser got: https, as Web Push is (a production API also refuses loopback and address literals). */
const endpointSchema = textSchema()
  .min(1)
  .max(2048)
  .refine(isHttps, { message: messageKey('pushEndpointInvalid') });

/** PUT /web/push/subscription: what `PushSubscription.toJSON()` holds (its `expirationTime` is not kept). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    /** An uncompressed P-256 point: 65 bytes, the first 0x04, in base64url (87 characters). */
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, { message: messageKey('pushKeyInvalid') }),
    /** 16 random bytes in base64url (22 characters). */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, { message: messageKey('pushKeyInvalid') }),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** This session's subscription: its endpoint, or null when the device receives no pushes. */
export const pushSubscriptionStateSchema = z.object({ endpoint: z.string().nullable() });

/** What a push carries to the service worker (lib/push/worker.ts). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the notification opens, with the recipient's locale prefix (`/en/chats/3`). */
  url: z.string(),
  /** Pushes about the same thing share a tag: a newer one replaces the older on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushRoutes = {
  key: defineRoute({ method: 'GET', path: '/web/push/key', auth: 'required', area: 'account', response: pushKeySchema }),
  subscription: defineRoute({ method: 'GET', path: '/web/push/subscription', auth: 'required', area: 'account', response: pushSubscriptionStateSchema }),
  subscribe: defineRoute({
    method: 'PUT',
    path: '/web/push/subscription',
    auth: 'required',
    area: 'account',
    body: pushSubscriptionBodySchema,
    response: pushSubscriptionStateSchema,
    errors: [409, 422],
  }),
  unsubscribe: defineRoute({ method: 'DELETE', path: '/web/push/subscription', auth: 'required', area: 'account', response: pushSubscriptionStateSchema }),
};
