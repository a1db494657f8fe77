/** The commissioning report (docs/decisions/0051-commissioning-report.md): the module's public entry. */
export { default as commissioningRoutes } from './routes';
export { createCommissioningService, type CommissioningService } from './service';
