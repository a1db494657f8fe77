'use client';
import { useEffect, useRef, type ComponentType } from 'react';
import { useModalStore } from '@/lib/stores/modal-store';

export type ModalComponent = ComponentType<{ open: boolean; onClose: () => void } & Record<string, unknown>>;

/**
 * Renders the open modal from the registry the app composes (features register their dialogs there).
 * Only the open one is mounted, so that dialogs loaded on demand cost nothing until they are used.
 */
export function ModalRoot({ registry }: { registry: Record<string, ModalComponent> }) {
  const { name, props, close } = useModalStore();
  const opener = useRef<HTMLElement | null>(null);

  // Focus goes back to what opened the dialog chain. Headless UI does this only for focus it saw, and
  // it starts watching focus when its dialog code loads, which is after the click for lazy dialogs.
  useEffect(() => {
    if (name) {
      if (!opener.current && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, [name]);

  const Component = name ? registry[name] : undefined;
  return Component ? <Component key={name} {...props} open onClose={close} /> : null;
}
