/** Requests for work (docs/decisions/0028): the installation-requests module's public entry. */
export { default as installationRequestRoutes } from './routes';
export { demoFaultReportsSeeder, demoInstallationRequestsSeeder } from './seed';
export { createInstallationRequestsService, type InstallationRequestsService } from './service';
