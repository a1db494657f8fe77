/** The F-gas logbook (docs/decisions/0049-fgas-logbook.md): the module's public entry. */
export { default as fgasRoutes } from './routes';
export { createFgasService, type FgasService } from './service';
export { demoFgasSeeder } from './seed';
