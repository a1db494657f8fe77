/** What app/ composes from the profile feature. */
export { ProfileArea } from './components/profile-area';
