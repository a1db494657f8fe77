import { NextResponse, userAgent, type NextRequest } from 'next/server';
import { authRoutes } from '@/contracts/auth';
import { defaultLocale } from '@/contracts/common';
import { localePath } from '@/contracts/pages';
import { evaluateRoute, matchGuardedRoute, refusalTarget, splitLocale, standInPath } from '@/lib/guards';
import { applySession, resolveSession } from './resolve';
import { callApi } from './upstream';

/** The path a refused guest returns to after signing in (without the locale prefix and Next's internal `_rsc`). */
function nextOf(request: NextRequest, path: string) {
  const params = new URLSearchParams(request.nextUrl.searchParams);
  params.delete('_rsc');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Whether the API refuses a locally valid access token: its signature outlives a sign-out or a revocation.
 * An API that cannot be reached leaves the signature's verdict (the page's own API calls then fail anyway).
 */
async function endedAtApi(request: NextRequest, accessToken: string) {
  const res = await callApi(request, authRoutes.sessionCurrent, { token: accessToken }).catch(() => null);
  return res?.status === 401;
}

/**
 * Whether the request comes from a phone: Chromium's browsers say so with every request (`Sec-CH-UA-Mobile`, trusted
 * when sent); the others by their user agent, read by Next's `userAgent` (ua-parser-js): Safari and Firefox on phones.
 * A wide-screen-only page then redirects it to its profile section before anything renders, instead of the page
 * rendering and hydrating only to be replaced; a narrowed desktop window is still replaced by the page (use-client-guards).
 */
function onPhone(request: NextRequest) {
  const hint = request.headers.get('sec-ch-ua-mobile');
  return hint ? hint === '?1' : userAgent(request).device.type === 'mobile';
}

/**
 * The route guards of lib/guards.ts before anything renders: a refused visitor gets a redirect,
 * never the page. A missing or expired access cookie is refreshed server-to-server with the refresh
 * cookie, and the new cookies ride on the response. A cookie that only verifies is confirmed with the API
 * (one call, guarded pages only): a signed-out session's page never renders. `pass` renders an allowed
 * request (next-intl).
 */
export async function guardRequest(request: NextRequest, pass: (request: NextRequest) => NextResponse): Promise<NextResponse> {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const route = matchGuardedRoute(path);
  // `/uk/...` is redirected to the unprefixed path by next-intl first; the guard runs on that request.
  const explicitDefault = request.nextUrl.pathname.split('/')[1] === defaultLocale;
  if (!route || explicitDefault) return pass(request);

  let session = await resolveSession(request);
  // As GET /session: a refused token is refreshed once, the refresh cookie may belong to a newer session.
  if (session.claims && !session.refreshed && (await endedAtApi(request, session.accessToken!))) session = await resolveSession(request, { force: true });
  const verdict = evaluateRoute(route, session.claims ? { role: session.claims.role } : null);
  const standIn = verdict === 'allow' ? standInPath(route) : null;
  const target = verdict !== 'allow' ? refusalTarget(verdict, locale, nextOf(request, path)) : standIn && onPhone(request) ? localePath(locale, standIn) : null;
  const response = target ? NextResponse.redirect(new URL(target, request.url)) : pass(request);
  response.headers.set('cache-control', 'private, no-store');
  return applySession(response, session, request);
}
