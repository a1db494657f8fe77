/** What app/ composes from the privacy policy. */
export { PrivacyPage } from './components/privacy-page';
export { privacyContent } from './content';
