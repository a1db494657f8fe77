/** Dealers, installers and certifications: the dealers module's public entry. */
export { default as dealerRoutes } from './routes';
export { dealersDemoSeeder, regionsSeeder } from './seed';
export { createDealersService, type DealersService } from './service';
// What the back-office (modules/admin) builds on: the regions a company names.
export { regionExists, regionList, regionName } from './requests';
