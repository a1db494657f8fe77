/** Web Push to the users' devices (docs/decisions/0054-web-push.md): the module's public entry. */
export { default as pushRoutes } from './routes';
export { createPushService, type PushMessage, type PushService } from './service';
export { vapidKeys } from './vapid';
