import 'server-only';
import { catalogRoutes } from '@/contracts/catalog';
import type { CallInput, ContractRoute, ResponseOf } from '@/contracts/route';
import { serverCall } from './server';

/** Tag of every cached catalogue read (`revalidateTag(CATALOG_TAG)` drops them all at once). */
export const CATALOG_TAG = 'catalog';
/**
 * The web server expires every catalogue read as soon as the API's version moves (web-server/catalog-watch.mjs,
 * ADR 0011), so pages are not rendered again in case it did. This only bounds how long a page can lag behind
 * when that notice is lost (a web server started without the watch, an API that was unreachable).
 */
const VERSION_TTL_S = 3600;
/** Data keyed by a known version never changes; the TTL only bounds memory. */
const DATA_TTL_S = 3600;
const UNKNOWN_VERSION_TTL_S = 60;

async function catalogVersion(): Promise<string | null> {
  try {
    const { version } = await serverCall(catalogRoutes.version, {}, { revalidate: VERSION_TTL_S, tags: [CATALOG_TAG] });
    return version;
  } catch {
    return null;
  }
}

/**
 * Public catalogue reads for server components, cached in Next's fetch cache and tagged `CATALOG_TAG`. The
 * cache key holds the catalogue version (GET /web/catalog/version), so a page rendered after a change never
 * mixes reads of two versions, while unchanged data is served from the cache without asking the API.
 */
export async function catalogGet<R extends ContractRoute>(route: R, input: CallInput<R>): Promise<ResponseOf<R>> {
  const version = await catalogVersion();
  return serverCall(route, input, {
    revalidate: version ? DATA_TTL_S : UNKNOWN_VERSION_TTL_S,
    tags: [CATALOG_TAG],
    headers: { 'x-catalog-version': version ?? 'unknown' },
  });
}
