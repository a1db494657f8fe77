/** Preventive maintenance, the installer's calendar and the reminders: the preventions module's public entry. */
export { default as preventionRoutes } from './routes';
export { createPreventionsService, type PreventionsService } from './service';
export { createCalendar, type Calendar } from './calendar';
export { createReminders, type Reminders } from './reminders';
export type { PreventionsDeps } from './deps';
export { demoPreventionsSeeder } from './seed';
