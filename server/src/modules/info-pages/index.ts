/** The information pages (docs/decisions/0043-information-pages-in-the-database.md): the module's public entry. */
export { default as infoPagesRoutes } from './routes';
export { createInfoPagesService, type InfoPagesService } from './service';
export { createSiteContactsService, type SiteContactsService } from './site-contacts';
export { infoPagesSeeder, siteContactsSeeder } from './seed';
