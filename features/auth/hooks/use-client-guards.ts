'use client';
import { useEffect } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { evaluateRoute, matchGuardedRoute, standInPath } from '@/lib/guards';
import { useOnline } from '@/lib/offline/use-online';
import { isSigningOut } from '@/lib/session/sign-out';
import { useSessionStore } from '@/lib/session/session-store';
import { useIsMobile } from '@/lib/use-media-query';
import { pages } from '@/contracts/pages';

/**
 * The browser half of the guards (the proxy refuses visitors before rendering): a session that ends
 * while a guarded page is open sends the visitor to sign in, and wide-screen-only pages open their
 * profile section at 980 px and narrower (docs/decisions/0006-guards.md). Without a network they wait: a page then
 * comes from the signed-in person's own copies or is the offline page standing at the address asked for (ADR 0053), and
 * a move elsewhere would only bring the offline page again, at an address the person did not ask for.
 */
export function useClientGuards() {
  const pathname = usePathname();
  const router = useRouter();
  const isMobile = useIsMobile();
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.user?.role.name);
  const online = useOnline();

  useEffect(() => {
    if (status !== 'ready' || !online || isSigningOut()) return;
    const route = matchGuardedRoute(pathname);
    if (!route) return;
    const verdict = evaluateRoute(route, role ? { role } : null);
    if (verdict === 'signIn') return router.replace(pages.home({ signIn: '1', next: `${pathname}${location.search}` }));
    if (verdict === 'denied') return router.replace(pages.home({ denied: '1' }));
    const standIn = standInPath(route);
    if (isMobile && standIn) router.replace(standIn);
  }, [pathname, status, online, role, isMobile, router]);
}
