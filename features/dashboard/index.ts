/** What app/ composes from the dashboard feature (docs/decisions/0039-dashboards.md). */
export { CompanyDashboard } from './components/company-dashboard';
export { NetworkDashboardPage } from './components/network-dashboard-page';
