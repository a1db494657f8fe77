/** What app/ composes from the notifications feature. */
export { NotificationsPage } from './components/notifications-page';
export { NotificationsSection } from './components/profile-parts';
