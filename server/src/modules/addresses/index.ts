/** Address suggestions from the official codifier (and optionally Visicom): the addresses module's public entry. */
export { default as addressRoutes } from './routes';
export { settlementsSeeder } from './seed';
export { createAddressesService, type AddressesService } from './service';
export { visicomGeocoder, type Geocoder } from './visicom';
