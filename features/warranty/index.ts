/** What app/ composes from the warranty feature. */
export { CertificatePage } from './components/certificate-page';
export { WarrantyCheckPage } from './components/warranty-check-page';
export { UnitLabelPage } from './components/unit-label-page';
