'use client';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

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

/**
 * `useLoadOnIntent` for the stand-in button of a menu or popover: spread `opener` on it; a press or a click loads the code
 * and `opened` says the loaded component should open itself. A mouse counts at its press: the code may arrive between
 * press and release, and the release's click would then land on the loaded button, which never saw the press.
 */
export function useOpenerOnIntent<T>(load: () => Promise<T>) {
  const { loaded, focused, wake, intent } = useLoadOnIntent(load);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    wake();
  };
  const opener = {
    ...intent,
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button === 0) open();
    },
    onClick: open,
  };
  return { loaded, focused, opened, opener };
}

/**
 * For the component `useOpenerOnIntent` loaded: put the returned ref on its own menu or popover button; if the stand-in
 * was opened (`opened`), that button is clicked once when it mounts, so the menu opens as the visitor asked.
 */
export function useOpenOnArrival(opened: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    if (opened) button.current?.click();
  }, [opened]);
  return button;
}
