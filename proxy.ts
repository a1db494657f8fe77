import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routeCatalogList } from './features/catalog/list-route';
import { routing } from './i18n/routing';
import { guardRequest } from './lib/session/guard-request';

const intl = createMiddleware(routing);

/**
 * Runs before anything renders: the catalogue list's rewrite to its cacheable page (ADR 0007), the
 * route guards (docs/decisions/0006-guards.md), then next-intl's locale routing.
 */
export default async function proxy(request: NextRequest) {
  return routeCatalogList(request) ?? guardRequest(request, intl);
}

export const config = {
  matcher: ['/((?!api|session|internal|_next|_vercel|version|sitemap.xml|robots.txt|.*\\..*).*)'],
};
