/** The public catalogue and favourites: the catalog module's public entry (the worked example of docs/module-shape.md). */
export { default as catalogRoutes } from './routes';
export { default as catalogAdminRoutes } from './admin-routes';
export { createCatalogAdmin, type CatalogAdmin } from './admin-service';
export { catalogSeeder } from './seed';
export { demoModelSpecsSeeder } from './seed/model-specs';
export { createCatalogService, type CatalogService } from './service';
/** A product photo's URL (the placeholder when it has none), for modules that show catalogue products. */
export { photoUrl } from './items';
/** The catalogue's product search (typos, fragments, transliteration) for modules that pick catalogue products. */
export { searchMatch, searchTermsOf, type SearchTerms } from './search';
/** The catalogue's data of outdoor models, by model (the commissioning report judges a unit against it). */
export { modelSpecsOf } from './model-specs';
