/** What app/ composes from the dealers feature. */
export { CertificationRequestsPage } from './components/certification-requests-page';
export { DealerCompanyPage } from './components/dealer-company-page';
export { InstallersPage } from './components/installers-page';
