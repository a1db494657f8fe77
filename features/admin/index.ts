/** The operator's back-office (docs/decisions/0036-back-office-dealers-and-audit-log.md): what app/ composes. */
export { AdminOverview } from './components/admin-overview';
export { AuditPage } from './components/audit-page';
export { CertificationsPage } from './components/certifications-page';
export { DealerPage } from './components/dealer-page';
export { DealersPage } from './components/dealers-page';
export { UserPage } from './components/user-page';
export { UsersPage } from './components/users-page';
