/** What app/ composes from the warranty feature. */
export { CertificatePage } from './components/certificate-page';
export { WarrantyCheckPage } from './components/warranty-check-page';
