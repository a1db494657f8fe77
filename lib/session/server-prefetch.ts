import 'server-only';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { EarlyViewer } from './early-viewer';
import { requestViewer } from './request-viewer';

/** A page's `searchParams`, awaited. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The URL's query as a page's `searchParams` hands it over, back to what the browser's `useSearchParams` reads. */
export const urlParams = (searchParams: PageSearchParams) =>
  new URLSearchParams(Object.entries(searchParams).flatMap(([name, value]) => [value ?? []].flat().map((one) => [name, one])));

/** One read: the key a browser component reads it by, and the API's answer on its way. */
export const readOf = (queryKey: QueryKey, answer: Promise<unknown>) => answer.then((data) => ({ queryKey, data }));

/**
 * Reads of a signed-in page made on the server, side by side, for the person the page is rendered for (ADR 0059), as
 * react-query's dehydrated cache under the keys the browser's components read them by: `<HydrationBoundary state={…}>`
 * hands them over. Nothing (the browser then reads as before) for a guest or when `reads` declines; a read the API does
 * not answer is left to the browser alone, the others are handed over.
 */
export async function prefetchForViewer(
  reads: (viewer: EarlyViewer, accessToken: string) => ReturnType<typeof readOf>[] | undefined,
): Promise<DehydratedState | undefined> {
  const signedIn = await requestViewer();
  const pending = signedIn && reads(signedIn.viewer, signedIn.accessToken);
  if (!pending) return undefined;
  const client = new QueryClient();
  for (const read of await Promise.allSettled(pending)) if (read.status === 'fulfilled') client.setQueryData(read.value.queryKey, read.value.data);
  return dehydrate(client);
}
