'use client';
import { useMemo, useTransition } from 'react';
import { useReportNavigationPending } from '@/lib/navigation/pending';
import { localeNavigation } from './locale-navigation';
import { pathOf } from './path-of';

const { useRouter: useLocaleRouter, usePathname } = localeNavigation;

/**
 * next-intl's router; a `push` to another page covers the page with the spec's full-screen loader until that page is
 * there (ADR 0060). `replace` (a list's filters, a redirect of the guards) leaves the page as it is.
 */
export function useRouter() {
  const router = useLocaleRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  useReportNavigationPending(pending);
  return useMemo(
    () => ({
      ...router,
      push: (...[href, options]: Parameters<typeof router.push>) => {
        if ((pathOf(href) ?? pathname) === pathname) router.push(href, options);
        else startTransition(() => router.push(href, options));
      },
    }),
    [router, pathname],
  );
}
