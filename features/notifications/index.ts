/** What app/ composes from the notifications feature. */
export { NotificationsPage, NotificationsSection } from './components/notifications-page';
