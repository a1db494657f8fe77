/** Installations (work orders): the installations module's public entry. */
export { default as installationRoutes } from './routes';
export { certificationsSeeder, demoInstallationsSeeder } from './seed';
export { createInstallationsService, type InstallationsService } from './service';
