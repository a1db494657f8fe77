import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { CATALOG_TAG } from '@/lib/api/catalog';

export const dynamic = 'force-dynamic';

/** Whether the request carries the secret the web server started Next with (web-server/index.mjs). */
function fromWebServer(request: Request) {
  const secret = process.env.CATALOG_CHANGE_SECRET;
  const given = request.headers.get('authorization');
  if (!secret || !given) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The web server's catalogue watch calls this when the API's catalogue version moved (ADR 0011): every
 * cached catalogue read, and every page rendered from one, expires now, so the next request renders it
 * with the new catalogue. Anyone else gets the 404 of an address that does not exist.
 */
export function POST(request: Request) {
  if (!fromWebServer(request)) return new Response(null, { status: 404 });
  revalidateTag(CATALOG_TAG, { expire: 0 });
  return new Response(null, { status: 204 });
}
