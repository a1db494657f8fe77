import 'server-only';
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
 * Fetches the API from server components. Public catalogue data is cached and tagged so that it can be
 * revalidated when the catalogue changes.
 */
export async function serverGet<T>(
  path: string,
  params: Record<string, unknown>,
  options: { revalidate?: number | false; tags?: string[]; headers?: Record<string, string> } = {},
): Promise<T> {
  const query = toQueryString(params);
  const res = await fetch(`${serverApiUrl()}${path}${query ? `?${query}` : ''}`, {
    // Headers are part of Next's fetch cache key: extra ones (e.g. a data version) key the cache too.
    headers: { accept: 'application/json', ...options.headers },
    next: { revalidate: options.revalidate ?? 60, tags: options.tags },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? res.statusText);
  }
  return ((await res.json()) as { data: T }).data;
}
