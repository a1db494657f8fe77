'use client';
import type { ComponentType } from 'react';
import { useModalStore } from '@/lib/stores/modal-store';

export type ModalComponent = ComponentType<{ open: boolean; onClose: () => void } & Record<string, unknown>>;

/** Renders the open modal from the registry the app composes (features register their dialogs there). */
export function ModalRoot({ registry }: { registry: Record<string, ModalComponent> }) {
  const { name, props, close } = useModalStore();
  return (
    <>
      {Object.entries(registry).map(([key, Component]) => (
        <Component key={key} {...(name === key ? props : {})} open={name === key} onClose={close} />
      ))}
    </>
  );
}
