'use client';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` whenever the element comes into view (or is in view when `enabled` turns true):
 * the end marker of an infinite list. `rootMargin` starts loading a little before the end is reached.
 */
export function useOnVisible(ref: RefObject<Element | null>, enabled: boolean, onVisible: () => void, rootMargin = '400px') {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, rootMargin]);
}
