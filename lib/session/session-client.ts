import type { Profile } from '@/contracts/profile';
import { configureSession } from '@/lib/api/client';
import { dropPersonalCaches } from '@/lib/pwa/personal-caches';
import { csrfHeaders } from './csrf';
import { profileCache } from './profile-cache';
import { useSessionStore } from './session-store';

/**
 * The browser side of the session (docs/decisions/0005-session-tokens.md): it talks to the same-origin
 * `/session` routes, which keep the refresh token in an httpOnly cookie; the access token stays in memory.
 */
export type SessionPayload = { user: Profile; accessToken: string };

async function sessionCall<T>(method: 'GET' | 'POST', path: string): Promise<{ status: number; data: T | null }> {
  const res = await fetch(path, { method, headers: csrfHeaders, credentials: 'same-origin', cache: 'no-store' });
  const body = (await res.json().catch(() => null)) as { data?: T } | null;
  return { status: res.status, data: res.ok ? (body?.data ?? null) : null };
}

/** Who is signed in (null for a guest, and for a 401); throws when the server cannot be reached or fails. */
export async function loadSession(): Promise<SessionPayload | null> {
  const { status, data } = await sessionCall<SessionPayload>('GET', '/session');
  if (status === 401) return null;
  if (status !== 200) throw new Error(`GET /session answered ${status}`);
  return data;
}

let refreshing: Promise<string | null> | null = null;
/**
 * A new access token from POST /session/refresh; parallel callers share one call. Null when the session is over. When
 * the server cannot be reached (no network on site) nothing is known to have ended: the token in memory is answered.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= sessionCall<{ accessToken: string }>('POST', '/session/refresh')
    .then(({ data }) => {
      useSessionStore.getState().setAccessToken(data?.accessToken ?? null);
      return data?.accessToken ?? null;
    })
    .catch(() => useSessionStore.getState().accessToken)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * After the user's role changed at the server (a dealer accepted them as an installer): new tokens carry the
 * new role (the proxy's guards read it from the cookie), and the session user follows.
 */
export async function reloadSession() {
  await refreshAccessToken();
  const session = await loadSession();
  if (session) {
    useSessionStore.getState().setSession(session);
    rememberUser(session.user);
  }
  return session;
}

/** Ends the session at the server and clears its cookies (POST /session/logout). */
export async function endSession() {
  await sessionCall('POST', '/session/logout').catch(() => null);
}

/**
 * Forgets the signed-in user in this tab (the API client calls it when a 401 survives the refresh, the socket when the
 * API refuses it: a blocked user) with the copies of what they read that the service worker kept (ADR 0053).
 */
export function forgetSession() {
  useSessionStore.getState().clear();
  profileCache.clear();
  return dropPersonalCaches();
}

/**
 * Remembers who is signed in for the shell and for work without a network. Another person than the one remembered
 * (a session that ended while no page was open) does not get their copies.
 */
export function rememberUser(user: SessionPayload['user']) {
  if (profileCache.read()?.id !== user.id) void dropPersonalCaches();
  profileCache.write(user);
}

/**
 * The server said there is no session: the person remembered here, if any, is gone, and so are the copies of what
 * they read.
 */
export function forgetRememberedUser() {
  if (!profileCache.read()) return;
  profileCache.clear();
  void dropPersonalCaches();
}

let connected = false;
/** Plugs the session into the one API client: bearer token, refresh once on a 401, sign out after. */
export function connectApiClient() {
  if (connected) return;
  connected = true;
  configureSession({
    getAccessToken: () => useSessionStore.getState().accessToken,
    refresh: refreshAccessToken,
    onUnauthorized: forgetSession,
  });
}
