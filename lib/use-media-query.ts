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

/**
 * True at 980 px and narrower (spec: mobile breakpoint). `serverValue` is what the server's HTML (and the browser's first
 * render, which must match it) assumes, before the browser's own answer.
 */
export const useIsMobile = (serverValue = false) => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT}px)`, serverValue);
