import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import { defaultLocale, langSchema, localePath, type PushPayload, type PushSubscriptionBody } from '../../../../contracts';
import type { Db } from '../../db/client';
import { translator, type Translator } from '../../i18n/translator';
import type { Clock } from '../../lib/clock';
import { FieldsError, HttpError } from '../../lib/http-errors';
import type { Metrics } from '../../lib/metrics';
import { deleteGone, deleteSubscriptions, liveSubscriptions, saveSubscription, subscriptionOf, type LiveSubscription } from './subscriptions';
import type { VapidKeys } from './vapid';

/** What another module pushes: texts in the recipient's language, the page to open (contracts/pages.ts) and a tag. */
export type PushMessage = {
  texts: (t: Translator) => { title: string; body: string };
  page: string;
  /**
   * The same thing's pushes share it: the device shows the newest only, and the push service keeps only the newest
   * of those still waiting for the device (the `Topic` header: at most 32 characters of [A-Za-z0-9_-]).
   */
  tag: string;
};

export type PushDeps = {
  db: Db;
  clock: Clock;
  keys: () => Promise<VapidKeys | null>;
  /** Production: a subscription's endpoint is an https address of a named host (no address literal, no localhost). */
  publicEndpointsOnly: boolean;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  metrics: Pick<Metrics, 'pushSent'>;
};

/** A push the device did not collect within a day is dropped by the push service: the portal has it anyway. */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

/** What a log line may say of an endpoint: its push service (the path is the device's token). */
const serviceOf = (endpoint: string) => new URL(endpoint).origin;

const isPublicService = (endpoint: string) => {
  const url = new URL(endpoint);
  return url.protocol === 'https:' && !/^(localhost|[\d.]+|\[[\da-f:.]+\])$/i.test(url.hostname);
};

export function createPushService({ db, clock, keys, publicEndpointsOnly, log, metrics }: PushDeps) {
  const inFlight = new Set<Promise<void>>();

  async function deliver(subscription: LiveSubscription, message: PushMessage, vapid: VapidKeys) {
    const lang = langSchema.catch(defaultLocale).parse(subscription.language);
    const payload: PushPayload = { ...message.texts(translator(lang)), url: localePath(lang, message.page), tag: message.tag };
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: TTL_SECONDS, topic: message.tag, timeout: SEND_TIMEOUT_MS },
      );
      metrics.pushSent.inc({ outcome: 'sent' });
    } catch (err) {
      const status = err instanceof WebPushError ? err.statusCode : undefined;
      if (status === 404 || status === 410) {
        await deleteGone(db, subscription);
        metrics.pushSent.inc({ outcome: 'gone' });
        return;
      }
      metrics.pushSent.inc({ outcome: 'failed' });
      // Never the error itself: a WebPushError carries the endpoint and the request's headers.
      log.warn(
        { pushService: serviceOf(subscription.endpoint), status, reason: err instanceof WebPushError ? undefined : (err as Error).message },
        'push: not delivered',
      );
    }
  }

  return {
    /** GET /web/push/key: null while push is off. */
    key: async () => ({ publicKey: (await keys())?.publicKey ?? null }),

    subscription: async (sessionId: string) => ({ endpoint: await subscriptionOf(db, sessionId) }),

    async subscribe(sessionId: string, body: PushSubscriptionBody) {
      if (!(await keys())) throw new HttpError(409, 'pushOff');
      if (publicEndpointsOnly && !isPublicService(body.endpoint)) throw new FieldsError({ endpoint: ['pushEndpointInvalid'] });
      await saveSubscription(db, sessionId, body);
      return { endpoint: body.endpoint };
    },

    async unsubscribe(sessionId: string) {
      await deleteSubscriptions(db, [sessionId]);
      return { endpoint: null };
    },

    /** The sessions ended: their subscriptions go in the same transaction (modules/auth/sessions.ts). */
    forgetSessions: (database: Db, sessionIds: string[]) => deleteSubscriptions(database, sessionIds),

    /**
     * Pushes `message` to every live device of the users. Called once the transaction that made it true committed; it
     * never holds up the caller: failures are logged (without the endpoint) and counted (`push_sent_total`).
     */
    send(userIds: number[], message: PushMessage) {
      const delivery = (async () => {
        const vapid = await keys();
        if (!vapid) return;
        const targets = await liveSubscriptions(db, userIds, clock.now());
        await Promise.all(targets.map((target) => deliver(target, message, vapid)));
      })().catch((err: unknown) => log.error({ err }, 'push: the pushes could not be sent'));
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },

    /** Resolves once every push under way was answered or failed (the API's close waits for it; so do tests). */
    async idle() {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
