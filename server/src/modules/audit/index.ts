/** The audit log (docs/decisions/0036-back-office-dealers-and-audit-log.md): the audit module's public entry. */
export { default as auditRoutes } from './routes';
export { type AuditRecord, type AuditSubject } from './record';
export { createAuditService, type AuditService } from './service';
