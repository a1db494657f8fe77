import 'server-only';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { EarlyViewer } from './early-viewer';
import { requestViewer } from './request-viewer';

/** A page's `searchParams`, awaited. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The URL's query as a page's `searchParams` hands it over, back to what the browser's `useSearchParams` reads. */
export const urlParams = (searchParams: PageSearchParams) =>
  new URLSearchParams(Object.entries(searchParams).flatMap(([name, value]) => [value ?? []].flat().map((one) => [name, one])));

type Read = { queryKey: QueryKey; data: unknown };

/**
 * Reads of a signed-in page made on the server for the person the page is rendered for (ADR 0059), as react-query's
 * dehydrated cache under the keys the browser's components read them by: `<HydrationBoundary state={…}>` hands them
 * over. Nothing (the browser then reads as before) for a guest, when `read` declines, or when the API does not answer.
 */
export async function prefetchForViewer(
  read: (viewer: EarlyViewer, accessToken: string) => Promise<Read | Read[] | undefined>,
): Promise<DehydratedState | undefined> {
  const signedIn = await requestViewer();
  if (!signedIn) return undefined;
  try {
    const entries = await read(signedIn.viewer, signedIn.accessToken);
    if (!entries) return undefined;
    const client = new QueryClient();
    for (const entry of [entries].flat()) client.setQueryData(entry.queryKey, entry.data);
    return dehydrate(client);
  } catch {
    return undefined;
  }
}
