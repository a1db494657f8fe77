import 'server-only';
import { catalogRoutes } from '@/contracts/catalog';
import { versionedReads } from './versioned-reads';

/** Tag of every cached catalogue read (`revalidateTag(CATALOG_TAG)` drops them all at once). */
export const CATALOG_TAG = 'catalog';

/** Public catalogue reads for server components, keyed by the catalogue version (GET /web/catalog/version). */
export const catalogGet = versionedReads(CATALOG_TAG, catalogRoutes.version);
