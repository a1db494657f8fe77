import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // The not-found page prints the requested path (spec: "Page Not Found: {path}").
  request.headers.set('x-pathname', request.nextUrl.pathname);
  return intl(request);
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|version|sitemap.xml|robots.txt|.*\\..*).*)'],
};
