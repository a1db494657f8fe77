import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { sessionSchema } from '@/contracts/auth';
import { clearSessionCookies, isSecure, setSessionCookies } from './cookies';
import { CSRF_HEADER } from './csrf';
import type { Upstream } from './upstream';

/** Largest JSON body the session routes accept (sign-in and password forms are tiny). */
const MAX_BODY_BYTES = 16 * 1024;

const refuse = (status: number, message: string) => NextResponse.json({ message }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * CSRF defence of the session routes (besides SameSite=Lax cookies): the custom header on every
 * call, and for mutating calls an Origin of this very site.
 */
export function checkRequest(request: NextRequest, { mutating }: { mutating: boolean }): NextResponse | null {
  if (request.headers.get(CSRF_HEADER) !== '1') return refuse(403, 'Forbidden');
  if (!mutating) return null;
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    if (!origin || !host || new URL(origin).host !== host) return refuse(403, 'Forbidden');
  } catch {
    return refuse(403, 'Forbidden');
  }
  return null;
}

/**
 * The body as text, or null as soon as it passes `limit` bytes: the rest is never read (nor held in memory).
 * A declared Content-Length beyond it is refused before reading anything.
 */
async function textWithin(request: NextRequest, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length')) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** The JSON body, capped in size (413 beyond); malformed JSON becomes `{}` so that the API answers its localised 422. */
export async function readBody(request: NextRequest): Promise<{ ok: true; body: unknown } | { ok: false; response: NextResponse }> {
  const text = await textWithin(request, MAX_BODY_BYTES);
  if (text === null) return { ok: false, response: refuse(413, 'Payload Too Large') };
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    return { ok: true, body: body && typeof body === 'object' && !Array.isArray(body) ? body : {} };
  } catch {
    return { ok: true, body: {} };
  }
}

const noStore = { 'cache-control': 'no-store' };

/** An API answer passed on as it is (errors keep their status, localised message, field errors and Retry-After). */
export function passThrough(upstream: Upstream) {
  const headers: Record<string, string> = { ...noStore };
  if (upstream.retryAfter) headers['retry-after'] = upstream.retryAfter;
  return NextResponse.json(upstream.body ?? { message: 'Bad Gateway' }, { status: upstream.body ? upstream.status : 502, headers });
}

/**
 * A successful sign-in (login, registration, restore): the refresh and access tokens go into httpOnly
 * cookies; the page gets only the user and the short-lived access token.
 */
export function signedIn(request: NextRequest, upstream: Upstream) {
  const parsed = sessionSchema.safeParse((upstream.body as { data?: unknown } | null)?.data);
  if (upstream.status !== 200 || !parsed.success) return passThrough(upstream);
  const { user, accessToken, refreshToken } = parsed.data;
  const response = NextResponse.json({ data: { user, accessToken } }, { headers: noStore });
  setSessionCookies(response, { accessToken, refreshToken }, isSecure(request));
  return response;
}

export function unauthorizedResponse(request: NextRequest, { clear }: { clear: boolean }) {
  const response = refuse(401, 'Unauthorized');
  if (clear) clearSessionCookies(response, isSecure(request));
  return response;
}

export const json = (data: unknown) => NextResponse.json({ data }, { headers: noStore });

/** GET /session for a visitor without a session: not an error (a 401 would log a console error on every guest page). */
export function guestResponse(request: NextRequest, { clear }: { clear: boolean }) {
  const response = json(null);
  if (clear) clearSessionCookies(response, isSecure(request));
  return response;
}
