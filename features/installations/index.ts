/** What app/ composes from the installations feature. */
export { InstallationsPage } from './components/installations-page';
export { InstallationsSection } from './components/profile-parts';
/** The texts the list's components translate (the list page and the profile's section send these, not the whole namespace). */
export const INSTALLATIONS_LIST_TEXTS = [
  'installations.title',
  'installations.list',
  'installations.filters',
  'installations.export',
  'installations.wizard.start',
];
export { InstallationCard, type CardSlot, type CardSlots } from './components/installation-card';
export type { CardTab } from './components/card-tabs';
export { InstallationProduct } from './components/installation-product';
export { ConfirmationListener } from './components/confirmation-listener';
export { InstallationWizard } from './wizard/components/installation-wizard';
