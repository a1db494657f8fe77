'use client';
import { useQueryClient } from '@tanstack/react-query';
import { decodeJwt } from 'jose';
import { useEffect } from 'react';
import { profileCache } from '@/lib/session/profile-cache';
import { profileQueryKey } from '@/lib/session/queries';
import { connectApiClient, forgetRememberedUser, forgetSession, loadSession, refreshAccessToken, rememberUser } from '@/lib/session/session-client';
import { useSessionStore } from '@/lib/session/session-store';

/** Refresh this long before the access token expires, so that calls and page loads rarely meet an expired one. */
const REFRESH_AHEAD_MS = 60_000;

/** Asks the server once who is signed in, plugs the session into the API client, and keeps the access token fresh. */
export function useSessionBootstrap() {
  const queryClient = useQueryClient();
  const accessToken = useSessionStore((s) => s.accessToken);

  useEffect(() => {
    connectApiClient();
    let cancelled = false;
    const restore = () => {
      // The start page reads the remembered person's copies while the session is asked for (ADR 0056): only the
      // service worker has them, and without it such a read would only be refused (no token).
      const remembered = !useSessionStore.getState().user && navigator.serviceWorker?.controller ? profileCache.read() : null;
      if (remembered) useSessionStore.getState().setRemembered(remembered);
      return loadSession()
        .then((session) => {
          if (cancelled) return;
          if (!session) {
            // A guest: keep what they already asked for (a wanted section, an open modal).
            forgetRememberedUser();
            return useSessionStore.getState().setReady();
          }
          // What was read before, without a token, is read again with it.
          const readEarly = remembered
            ? queryClient.getQueryCache().findAll({ predicate: (q) => q.state.dataUpdatedAt > 0 || q.state.fetchStatus === 'fetching' })
            : [];
          useSessionStore.getState().setSession(session);
          rememberUser(session.user);
          queryClient.setQueryData(profileQueryKey, session.user);
          if (readEarly.length) void queryClient.invalidateQueries({ predicate: (q) => readEarly.includes(q) });
        })
        .catch(() => {
          if (cancelled) return;
          // No network: the person remembered here reads the copies the service worker kept (ADR 0053), and the
          // session is asked for again when the network is back.
          const offline = profileCache.read();
          if (offline) useSessionStore.getState().setOfflineUser(offline);
          else useSessionStore.getState().setReady();
        });
    };
    void restore();
    const onOnline = () => {
      const { user, accessToken } = useSessionStore.getState();
      if (user && !accessToken) void restore();
    };
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);

  useEffect(() => {
    if (!accessToken) return;
    let expiresAt = 0;
    try {
      expiresAt = (decodeJwt(accessToken).exp ?? 0) * 1000;
    } catch {
      return;
    }
    const timer = setTimeout(
      () => {
        void refreshAccessToken().then((token) => {
          if (!token) void forgetSession();
        });
      },
      Math.max(0, expiresAt - Date.now() - REFRESH_AHEAD_MS),
    );
    return () => clearTimeout(timer);
  }, [accessToken]);
}
