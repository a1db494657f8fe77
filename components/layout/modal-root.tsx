'use client';
import type { ComponentType } from 'react';
import { useModalStore } from '@/lib/stores/modal-store';

export type ModalComponent = ComponentType<{ open: boolean; onClose: () => void } & Record<string, unknown>>;

/**
 * Renders the open modal from the registry the app composes (features register their dialogs there).
 * Only the open one is mounted, so that dialogs loaded on demand cost nothing until they are used.
 */
export function ModalRoot({ registry }: { registry: Record<string, ModalComponent> }) {
  const { name, props, close } = useModalStore();
  const Component = name ? registry[name] : undefined;
  return Component ? <Component key={name} {...props} open onClose={close} /> : null;
}
