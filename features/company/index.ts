/** What app/ composes from the company page. */
export { CompanyPage } from './components/company-page';
export { companyContent } from './content';
