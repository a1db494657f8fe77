/** Installations (work orders): the installations module's public entry. */
export { default as installationRoutes } from './routes';
export { default as completionRoutes } from './routes-completion';
export { createCompletionService, type CompletionService } from './completion-service';
export { certificationsSeeder, demoInstallationsSeeder, seedSignedCompletion, seedWorkedJob } from './seed';
export { createInstallationsService, type InstallationsService } from './service';
// What modules/preventions, modules/dealers and modules/fgas build on: the job's units, the card, the one way an installation changes, the client's
// code, the 12-month rule (and the dashboards' count of overdue jobs) and certifications.
export { unitsOfJob } from './barcodes';
export { installationCard, type CardDeps } from './card';
export { allCertificationTypes, isCertified, statusAt } from './certifications';
export { createClientCode } from './client-code';
export { recipientOf } from './completion-deps';
export { lastMaintainedSql, maintenanceDueOn, overdueSql } from './guarantee';
export { addressLine, changeInstallation, recordEvent, refreshSearchText } from './history';
export { installationPolicy, isAssignedInstaller, isWorker } from './policy';
export { lockInstallation, visibleInstallation, type InstallationRow } from './rows';
export { presentReport, presentWorks } from './service-log';
// What modules/commissioning builds on: the record the client signs (a report is part of it) and its judgement.
export { judgedUnits, reportsOfJob, withholdsGuarantee, type JudgedUnit } from './commissioning-record';
export { productsByIds } from './products';
export { proposeChange, snapshotOf, versionsOf, type Snapshot, type VersionRow } from './signing';
