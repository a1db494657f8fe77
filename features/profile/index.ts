/** What app/ composes from the profile feature. */
export { ProfileArea } from './components/profile-area';
export { PhoneConfirmModal } from './components/phone-confirm-modal';
