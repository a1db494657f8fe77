/** The SMS module's public entry. */
export { default as smsPlugin } from './plugin';
export { default as outboxRoutes } from './routes';
export type { Sms, SmsSender } from './senders';
