/** Installations (work orders): the installations module's public entry. */
export { default as installationRoutes } from './routes';
export { default as completionRoutes } from './routes-completion';
export { createCompletionService, type CompletionService } from './completion-service';
export { certificationsSeeder, demoInstallationsSeeder } from './seed';
export { createInstallationsService, type InstallationsService } from './service';
/** What the dealers module reads of certifications and installations. */
export { allCertificationTypes, statusAt } from './certifications';
export { visibleInstallation } from './rows';
export { fullName, maskedName, nameIn } from './status';
