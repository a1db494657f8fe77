import type { NextRequest, NextResponse } from 'next/server';
import type { TokenPair } from '@/contracts/auth';
import { siteUrl } from '@/lib/env';
import { secondsLeft } from './access-token';

/** httpOnly cookies of the backend-for-frontend (docs/decisions/0005-session-tokens.md). */
export const REFRESH_COOKIE = 'portal_rt';
export const ACCESS_COOKIE = 'portal_at';
export const REFRESH_MAX_AGE = 30 * 24 * 60 * 60;

/** Secure cookies whenever the site is served over https (directly or behind a TLS-terminating proxy). */
export function isSecure(request: NextRequest) {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https' || siteUrl.startsWith('https:');
}

const base = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/' });

export function setSessionCookies(response: NextResponse, pair: TokenPair, secure: boolean) {
  response.cookies.set(REFRESH_COOKIE, pair.refreshToken, { ...base(secure), maxAge: REFRESH_MAX_AGE });
  response.cookies.set(ACCESS_COOKIE, pair.accessToken, { ...base(secure), maxAge: secondsLeft(pair.accessToken) });
}

export function clearSessionCookies(response: NextResponse, secure: boolean) {
  response.cookies.set(REFRESH_COOKIE, '', { ...base(secure), maxAge: 0 });
  response.cookies.set(ACCESS_COOKIE, '', { ...base(secure), maxAge: 0 });
}
