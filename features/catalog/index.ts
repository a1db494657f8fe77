/** What app/ composes from the catalogue feature. */
export { getProduct } from './api/server';
export { CatalogMenu } from './components/catalog-menu';
export { CatalogPage } from './components/catalog-page';
export { HomeFeatured } from './components/home-featured';
export { HomeGroups } from './components/home-groups';
export { ListSessionProvider } from './components/list-session';
export { ProductPage } from './components/product/product-page';
export { summaryOf } from './json-ld';
export { decodeListState } from './list-route';
export { catalogMetadata } from './metadata';

/** The back-office's catalogue: products (/admin/catalog) and the import of a file (/admin/catalog/import). */
export { CatalogImportPage } from './admin/catalog-import-page';
export { ProductPage as AdminProductPage } from './admin/product-page';
export { NewProductPage } from './admin/new-product-page';
export { ProductsPage } from './admin/products-page';
export { GroupsPage } from './admin/groups-page';
