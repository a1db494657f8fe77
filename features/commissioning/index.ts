/** What app/ composes from the commissioning report feature: the installation card's tab. */
export { CommissioningTab, CommissioningTitle } from './components/commissioning-tab';
