import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { CATALOG_TAG } from '@/lib/api/catalog';
import { CONTENT_TAG } from '@/lib/api/content';

export const dynamic = 'force-dynamic';

const TAGS = new Set([CATALOG_TAG, CONTENT_TAG]);

/** Whether the request carries the secret the web server started Next with (web-server/index.mjs). */
function fromWebServer(request: Request) {
  const secret = process.env.CHANGE_NOTICE_SECRET;
  const given = request.headers.get('authorization');
  if (!secret || !given) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The web server's version watch calls this when the API's catalogue or content version moved (ADR 0011, ADR 0041):
 * every cached read of that tag (`catalog`, `content`), and every page rendered from one, expires now, so the next
 * request renders it with the new data. Anyone else, and any other tag, gets the 404 of an address that does not exist.
 */
export async function POST(request: Request, { params }: { params: Promise<{ tag: string }> }) {
  const { tag } = await params;
  if (!fromWebServer(request) || !TAGS.has(tag)) return new Response(null, { status: 404 });
  revalidateTag(tag, { expire: 0 });
  return new Response(null, { status: 204 });
}
