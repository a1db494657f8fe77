import type { NextRequest, NextResponse } from 'next/server';
import type { TokenPair } from '@/contracts/auth';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { ACCESS_COOKIE, clearSessionCookies, isSecure, REFRESH_COOKIE, setSessionCookies } from './cookies';
import { refreshOnce } from './refresh';

export type ResolvedSession = {
  claims: AccessClaims | null;
  accessToken: string | null;
  /** A pair obtained by refreshing: the response must carry it as cookies. */
  refreshed: TokenPair | null;
  /** The session is over (the refresh token was refused): the response clears the cookies. */
  ended: boolean;
};

/**
 * The visitor behind a request: a valid `portal_at` cookie, or else a refresh with `portal_rt`
 * (server-to-server). `force` skips a locally valid access token (the API said the session was revoked).
 */
export async function resolveSession(request: NextRequest, { force = false }: { force?: boolean } = {}): Promise<ResolvedSession> {
  const accessCookie = request.cookies.get(ACCESS_COOKIE)?.value;
  const claims = force ? null : await verifyAccessToken(accessCookie);
  if (claims && accessCookie) return { claims, accessToken: accessCookie, refreshed: null, ended: false };
  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  if (!refreshToken) return { claims: null, accessToken: null, refreshed: null, ended: Boolean(accessCookie) };
  const outcome = await refreshOnce(request, refreshToken);
  if (outcome.kind === 'ok') {
    const fresh = await verifyAccessToken(outcome.pair.accessToken);
    return { claims: fresh, accessToken: outcome.pair.accessToken, refreshed: outcome.pair, ended: false };
  }
  return { claims: null, accessToken: null, refreshed: null, ended: outcome.kind === 'expired' };
}

/** Writes what resolving changed (a new pair, or the end of the session) onto a response. */
export function applySession(response: NextResponse, session: ResolvedSession, request: NextRequest) {
  if (session.refreshed) setSessionCookies(response, session.refreshed, isSecure(request));
  else if (session.ended) clearSessionCookies(response, isSecure(request));
  return response;
}
