/** The F-gas logbook (docs/decisions/0049-fgas-logbook.md): the module's public entry. */
export { default as fgasRoutes } from './routes';
export { createFgasService, type FgasService } from './service';
export { demoFgasSeeder } from './seed';
/** The leak checks due in a window of days (the calendar, the ICS feed, the reminders), by the logbook's own rule. */
export { leakChecksDue, type LeakCheckDue } from './due';
