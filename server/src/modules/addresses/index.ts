/** Address suggestions from the official codifier: the addresses module's public entry. */
export { default as addressRoutes } from './routes';
export { settlementsSeeder } from './seed';
