import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale } from './contracts/common';
import { routing } from './i18n/routing';
import { evaluateRoute, matchGuardedRoute, refusalTarget, splitLocale } from './lib/guards';
import { applySession, resolveSession } from './lib/session/resolve';

const intl = createMiddleware(routing);

/** The path a refused guest returns to after signing in (without the locale prefix and Next's internal `_rsc`). */
function nextOf(request: NextRequest, path: string) {
  const params = new URLSearchParams(request.nextUrl.searchParams);
  params.delete('_rsc');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Runs before anything renders: the route guards of lib/guards.ts (a refused visitor gets a redirect,
 * never the page), then next-intl's locale routing.
 */
export default async function proxy(request: NextRequest) {
  // The not-found page prints the requested path (spec: "Page Not Found: {path}").
  request.headers.set('x-pathname', request.nextUrl.pathname);
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const route = matchGuardedRoute(path);
  // `/uk/...` is redirected to the unprefixed path by next-intl first; the guard runs on that request.
  const explicitDefault = request.nextUrl.pathname.split('/')[1] === defaultLocale;
  if (!route || explicitDefault) return intl(request);

  const session = await resolveSession(request);
  const verdict = evaluateRoute(route, session.claims ? { role: session.claims.role } : null);
  const response = verdict === 'allow' ? intl(request) : NextResponse.redirect(new URL(refusalTarget(verdict, locale, nextOf(request, path)), request.url));
  response.headers.set('cache-control', 'private, no-store');
  return applySession(response, session, request);
}

export const config = {
  matcher: ['/((?!api|session|_next|_vercel|version|sitemap.xml|robots.txt|.*\\..*).*)'],
};
