/** What app/ composes from the installers feature. */
export { BecomeInstaller } from './components/profile-parts';
export { InstallerDealerPage } from './components/installer-dealer-page';
export { LicensePage } from './components/license-page';
export { RatingPage } from './components/rating-page';
