/** What app/ composes from the installations feature. */
export { InstallationsPage, InstallationsSection } from './components/installations-page';
export { InstallationCard } from './components/installation-card';
export { InstallationProduct } from './components/installation-product';
