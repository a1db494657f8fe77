/** What app/ composes from the F-gas logbook feature: the card's tab and the licence page's certificate. */
export { FgasCertificateSection } from './components/certificate-section';
export { FgasLogbookTab, FgasLogbookTitle } from './components/logbook-tab';
