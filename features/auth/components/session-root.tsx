'use client';
import { Suspense, useEffect } from 'react';
import { onModalClose } from '@/lib/stores/modal-store';
import { useAuthQueryFlags } from '../hooks/use-auth-query-flags';
import { useClientGuards } from '../hooks/use-client-guards';
import { useSessionBootstrap } from '../hooks/use-session-bootstrap';
import { useSidebarCounters } from '../hooks/use-sidebar-counters';
import { useAuthFlow } from '../stores/auth-flow';

function QueryFlags() {
  useAuthQueryFlags();
  return null;
}

/**
 * The session of the page: who is signed in, the API client's tokens, counters, the browser half of
 * the guards and the guards' `?signIn` / `?denied` flags. Renders nothing.
 */
export function SessionRoot() {
  useSessionBootstrap();
  useSidebarCounters();
  useClientGuards();
  // Closing a modal resets the selected role and the header tab.
  useEffect(() => {
    const off = onModalClose(() => useAuthFlow.getState().reset());
    return () => void off();
  }, []);
  return (
    <Suspense fallback={null}>
      <QueryFlags />
    </Suspense>
  );
}
