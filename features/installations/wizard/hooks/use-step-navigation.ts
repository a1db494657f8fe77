'use client';
import { usePathname } from 'next/navigation';
import { useCallback } from 'react';
import { pages } from '@/contracts/pages';
import type { StepName } from '../constants';

/**
 * Goes to a step of the wizard on this page: the URL's query changes in the browser's history only (Next's router
 * follows it), with no request to the server, so the steps are walked without a network too.
 */
export function useStepNavigation() {
  // The page's path as the browser shows it (with its language's prefix).
  const pathname = usePathname();
  return useCallback(
    (installationId: number, step: StepName) => {
      const href = pages.newInstallation({ id: installationId, step });
      window.history.pushState(null, '', `${pathname}${href.slice(href.indexOf('?'))}`);
    },
    [pathname],
  );
}
