/** The public catalogue and favourites: the catalog module's public entry (the worked example of docs/module-shape.md). */
export { default as catalogRoutes } from './routes';
export { catalogSeeder } from './seed';
export { createCatalogService, type CatalogService } from './service';
