/** The information pages (docs/decisions/0043-information-pages-in-the-database.md): what app/ composes. */
export { infoPageRoute } from './route';
export type { PlaceParts } from './components/place-page';
export { InfoPagesAdminPage } from './admin/components/info-pages-admin-page';
export { InfoPageEditor } from './admin/components/info-page-editor';
export { InfoPagePreview } from './admin/components/info-page-preview';
export { SiteContactsEditor } from './admin/components/site-contacts-editor';
