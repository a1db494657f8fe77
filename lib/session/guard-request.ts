import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale } from '@/contracts/common';
import { evaluateRoute, matchGuardedRoute, refusalTarget, splitLocale } from '@/lib/guards';
import { applySession, resolveSession } from './resolve';

/** The path a refused guest returns to after signing in (without the locale prefix and Next's internal `_rsc`). */
function nextOf(request: NextRequest, path: string) {
  const params = new URLSearchParams(request.nextUrl.searchParams);
  params.delete('_rsc');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The route guards of lib/guards.ts before anything renders: a refused visitor gets a redirect,
 * never the page. A missing or expired access cookie is refreshed server-to-server with the refresh
 * cookie, and the new cookies ride on the response. `pass` renders an allowed request (next-intl).
 */
export async function guardRequest(request: NextRequest, pass: (request: NextRequest) => NextResponse): Promise<NextResponse> {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const route = matchGuardedRoute(path);
  // `/uk/...` is redirected to the unprefixed path by next-intl first; the guard runs on that request.
  const explicitDefault = request.nextUrl.pathname.split('/')[1] === defaultLocale;
  if (!route || explicitDefault) return pass(request);

  const session = await resolveSession(request);
  const verdict = evaluateRoute(route, session.claims ? { role: session.claims.role } : null);
  const response = verdict === 'allow' ? pass(request) : NextResponse.redirect(new URL(refusalTarget(verdict, locale, nextOf(request, path)), request.url));
  response.headers.set('cache-control', 'private, no-store');
  return applySession(response, session, request);
}
