import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../../lib/metrics';
import { httpSender, outboxSender, type SmsSender } from './senders';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way the API sends SMS (SMS_PROVIDER: outbox | http). */
    sms: SmsSender;
  }
}

/** A sender whose every message is counted by provider and outcome (`sms_sent_total`, GET /metrics). */
function counted(sender: SmsSender, provider: 'outbox' | 'http', { smsSent }: Metrics): SmsSender {
  return {
    async send(sms) {
      try {
        await sender.send(sms);
      } catch (error) {
        smsSent.inc({ provider, outcome: 'failed' });
        throw error;
      }
      smsSent.inc({ provider, outcome: 'sent' });
    },
  };
}

const configuredSender = ({ config, db, log }: FastifyInstance): SmsSender => (config.smsGateway ? httpSender(config.smsGateway, log) : outboxSender(db));

export default fp(async (app) => {
  app.decorate('sms', counted(configuredSender(app), app.config.smsProvider, app.metrics));
});
