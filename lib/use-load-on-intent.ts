'use client';
import { useState } from 'react';

/** What each loader brought, so that a stand-in mounted later renders the loaded code at once. */
const loadedBy = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Code that a plain stand-in element loads when the visitor reaches for it: the pointer comes near, a touch
 * starts, or it gets focus (spread `intent` on the stand-in). `loaded` is what `load` resolved to, once
 * there; `focused` says whether the stand-in had focus then, so that the loaded component can take it over.
 * `load` must be a module-level function (it keys what was loaded).
 */
export function useLoadOnIntent<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(() => (loadedBy.get(load) as T | undefined) ?? null);
  const [focused, setFocused] = useState(false);
  const wake = () => {
    if (loaded) return;
    void load().then((value) => {
      loadedBy.set(load, value);
      setLoaded(() => value);
    });
  };
  const intent = {
    onPointerEnter: wake,
    onTouchStart: wake,
    onFocus: () => {
      setFocused(true);
      wake();
    },
    onBlur: () => setFocused(false),
  };
  return { loaded, focused, wake, intent };
}
