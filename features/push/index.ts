/** What app/ composes from the push feature: the profile's switch for this device (docs/decisions/0054-web-push.md). */
export { PushSettings } from './components/profile-parts';
