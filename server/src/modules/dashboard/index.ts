/** The operator's and the dealers' dashboards (docs/decisions/0039-dashboards.md): the dashboard module's public entry. */
export { default as dashboardRoutes } from './routes';
export { createDashboardService, type DashboardService } from './service';
