import fp from 'fastify-plugin';
import { httpSender, outboxSender, type SmsSender } from './senders';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way the API sends SMS (SMS_PROVIDER: outbox | http). */
    sms: SmsSender;
  }
}

export default fp(async (app) => {
  const { config } = app;
  if (config.smsProvider === 'http') {
    if (!config.SMS_HTTP_URL) throw new Error('SMS_HTTP_URL is required when SMS_PROVIDER is http (the default in production)');
    app.decorate('sms', httpSender({ url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN, sender: config.SMS_SENDER }, app.log));
  } else {
    app.decorate('sms', outboxSender(app.db));
  }
});
