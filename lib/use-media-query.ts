'use client';
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './constants';

export function useMediaQuery(query: string, serverValue = false) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** True at 980 px and narrower (spec: mobile breakpoint). */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT}px)`);
