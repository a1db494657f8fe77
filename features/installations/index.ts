/** What app/ composes from the installations feature. */
export { InstallationsPage, InstallationsSection } from './components/installations-page';
export { InstallationCard, type CardSlot, type CardSlots } from './components/installation-card';
export type { CardTab } from './components/card-tabs';
export { InstallationProduct } from './components/installation-product';
