import type { NextRequest } from 'next/server';
import { langSchema, type Lang } from '@/contracts/common';
import type { ContractRoute } from '@/contracts/route';
import { serverApiUrl } from '@/lib/env';

export type Upstream = { status: number; body: unknown; retryAfter: string | null };

/** The language of a request to the backend-for-frontend (`?lang=`, as for every API call). */
export const langOf = (request: NextRequest): Lang => langSchema.catch('uk').parse(request.nextUrl.searchParams.get('lang'));

/**
 * Calls a contract route of the API server-to-server: method and path come from the contract (a route with
 * path params has no caller here, so the type admits none), so a renamed route fails the typecheck. The browser's address travels in X-Forwarded-For so that the API's
 * per-IP limits count visitors rather than this server (the API must trust this hop: TRUST_PROXY). The web
 * server (web-server/client-address.mjs) has set it to the address it saw, never to what the visitor claimed.
 */
export async function callApi(
  request: NextRequest,
  route: ContractRoute & { params?: never },
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<Upstream> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const res = await fetch(`${serverApiUrl()}${route.path}?lang=${langOf(request)}`, {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
}
