import 'server-only';
import { serverGet } from './server';

/** Tag of every cached catalogue read (`revalidateTag(CATALOG_TAG)` drops them all at once). */
export const CATALOG_TAG = 'catalog';
/** How stale the catalogue may be at most: the version is asked for this often. */
const VERSION_TTL_S = 15;
/** Data keyed by a known version never changes; the TTL only bounds memory. */
const DATA_TTL_S = 3600;
const UNKNOWN_VERSION_TTL_S = 60;

async function catalogVersion(): Promise<string | null> {
  try {
    const { version } = await serverGet<{ version: string }>('/web/catalog/version', {}, { revalidate: VERSION_TTL_S, tags: [CATALOG_TAG] });
    return version;
  } catch {
    return null;
  }
}

/**
 * Public catalogue reads for server components, cached in Next's fetch cache. The cache key holds the
 * catalogue version (GET /web/catalog/version, itself cached for 15 s), so a change in the catalogue
 * reaches every page and every web instance within seconds without a webhook, while unchanged data is
 * served from the cache without asking the API.
 */
export async function catalogGet<T>(path: string, params: Record<string, unknown>): Promise<T> {
  const version = await catalogVersion();
  return serverGet<T>(path, params, {
    revalidate: version ? DATA_TTL_S : UNKNOWN_VERSION_TTL_S,
    tags: [CATALOG_TAG],
    headers: { 'x-catalog-version': version ?? 'unknown' },
  });
}
