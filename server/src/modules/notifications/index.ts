/** The notifications module's public entry: what other modules and the app may use. */
export { default as notificationRoutes } from './routes';
export { demoNotificationsSeeder } from './seed';
export { createNotificationsService, type NewNotification, type NotificationsService, type UnreadCounter } from './service';
