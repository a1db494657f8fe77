import 'server-only';
import { pathOf, type CallInput, type ContractRoute, type ResponseOf } from '@/contracts/route';
import { toQueryString } from '@/lib/query-string';
import { serverApiUrl } from '@/lib/env';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls a contract route from server components (the answer parsed by its response schema). Public
 * catalogue data is cached and tagged so that it can be revalidated when the catalogue changes; a call made with a
 * signed-in person's `token` reads their own data and is never cached.
 */
export async function serverCall<R extends ContractRoute>(
  route: R,
  input: CallInput<R>,
  options: { revalidate?: number | false; tags?: string[]; headers?: Record<string, string>; token?: string } = {},
): Promise<ResponseOf<R>> {
  const query = toQueryString(input.query ?? {});
  const res = await fetch(`${serverApiUrl()}${pathOf(route, input.params)}${query ? `?${query}` : ''}`, {
    method: route.method,
    // Headers are part of Next's fetch cache key: extra ones (e.g. a data version) key the cache too.
    headers: { accept: 'application/json', ...options.headers, ...(options.token && { authorization: `Bearer ${options.token}` }) },
    ...(options.token ? { cache: 'no-store' as const } : { next: { revalidate: options.revalidate ?? 60, tags: options.tags } }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? res.statusText);
  }
  return route.response.parse(((await res.json()) as { data: unknown }).data) as ResponseOf<R>;
}
