import 'server-only';
import type { CallInput, ContractRoute, ResponseOf } from '@/contracts/route';
import { serverCall } from './server';

/**
 * The web server expires every read of a tag as soon as the API's version of it moves (web-server/version-watch.mjs,
 * ADR 0011), so pages are not rendered again in case it did. This only bounds how long a page can lag behind when that
 * notice is lost (a web server started without the watch, an API that was unreachable).
 */
const VERSION_TTL_S = 3600;
/** Data keyed by a known version never changes; the TTL only bounds memory. */
const DATA_TTL_S = 3600;
const UNKNOWN_VERSION_TTL_S = 60;

/**
 * Public reads for server components, cached in Next's fetch cache under `tag`. The cache key holds the version the
 * API answers at `versionRoute` (sent as the header `x-<tag>-version`), so a page rendered after a change never mixes
 * reads of two versions, while unchanged data is served from the cache without asking the API.
 */
export function versionedReads<V extends ContractRoute>(tag: string, versionRoute: V & (ResponseOf<V> extends { version: string } ? unknown : never)) {
  async function version(): Promise<string | null> {
    try {
      const answer = (await serverCall(versionRoute, {} as CallInput<V>, { revalidate: VERSION_TTL_S, tags: [tag] })) as { version: string };
      return answer.version;
    } catch {
      return null;
    }
  }
  return async function get<R extends ContractRoute>(route: R, input: CallInput<R>): Promise<ResponseOf<R>> {
    const current = await version();
    return serverCall(route, input, {
      revalidate: current ? DATA_TTL_S : UNKNOWN_VERSION_TTL_S,
      tags: [tag],
      headers: { [`x-${tag}-version`]: current ?? 'unknown' },
    });
  };
}
