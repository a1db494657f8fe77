import type { Profile } from '@/contracts/profile';
import { configureSession } from '@/lib/api/client';
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

/** Who is signed in (null for a guest); throws when the server cannot be reached. */
export async function loadSession(): Promise<SessionPayload | null> {
  const { status, data } = await sessionCall<SessionPayload>('GET', '/session');
  if (status !== 200) throw new Error(`GET /session answered ${status}`);
  return data;
}

let refreshing: Promise<string | null> | null = null;
/** A new access token from POST /session/refresh; parallel callers share one call. Null when the session is over. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= sessionCall<{ accessToken: string }>('POST', '/session/refresh')
    .then(({ data }) => {
      useSessionStore.getState().setAccessToken(data?.accessToken ?? null);
      return data?.accessToken ?? null;
    })
    .catch(() => null)
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
    profileCache.write(session.user);
  }
  return session;
}

/** Ends the session at the server and clears its cookies (POST /session/logout). */
export async function endSession() {
  await sessionCall('POST', '/session/logout').catch(() => null);
}

/** Forgets the signed-in user in this tab (the API client calls it when a 401 survives the refresh). */
export function forgetSession() {
  useSessionStore.getState().clear();
  profileCache.clear();
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
