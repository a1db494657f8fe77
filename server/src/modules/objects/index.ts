/** Building objects of designers: the objects module's public entry. */
export { default as objectRoutes } from './routes';
export { demoObjectsSeeder } from './seed';
export { createObjectsService, type ObjectsService } from './service';
