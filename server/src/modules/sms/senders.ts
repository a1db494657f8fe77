import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';

/** An SMS to one phone (digits only). `code` is kept only by the development outbox. */
export type Sms = { phone: string; text: string; code?: string };

export type SmsSender = { send: (sms: Sms) => Promise<void> };

/** Keeps messages in the database so that tests and demos read them at GET /dev/outbox. */
export function outboxSender(db: Db): SmsSender {
  return {
    async send({ phone, text, code }) {
      await db.insert(smsOutbox).values({ phone, text, code: code ?? null });
    },
  };
}

export type HttpGatewayOptions = { url: string; token?: string; sender: string; timeoutMs?: number };

/**
 * An HTTP SMS gateway: POST JSON `{to, text, sender}` (to in E.164) with a bearer token. A failure
 * is logged and answered as a localised 503, never passed to the user raw.
 */
export function httpSender(options: HttpGatewayOptions, log: FastifyBaseLogger): SmsSender {
  return {
    async send({ phone, text }) {
      let status: number | undefined;
      try {
        const res = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: `+${phone}`, text, sender: options.sender }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        status = res.status;
        await res.body?.cancel();
        if (res.ok) return;
      } catch (err) {
        log.error({ err }, 'SMS gateway unreachable');
        throw new HttpError(503, 'smsUnavailable');
      }
      log.error({ status }, 'SMS gateway refused the message');
      throw new HttpError(503, 'smsUnavailable');
    },
  };
}
