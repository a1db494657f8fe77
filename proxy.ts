import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { guardRequest } from './lib/session/guard-request';

const intl = createMiddleware(routing);

/** Runs before anything renders: the route guards (docs/decisions/0006-guards.md), then next-intl's locale routing. */
export default async function proxy(request: NextRequest) {
  return guardRequest(request, intl);
}

export const config = {
  matcher: ['/((?!api|session|_next|_vercel|version|sitemap.xml|robots.txt|.*\\..*).*)'],
};
