/** The operator's back-office (docs/decisions/0036-back-office-dealers-and-audit-log.md): the admin module's public entry. */
export { default as adminRoutes } from './routes';
export { createAdminService, type AdminService } from './service';
