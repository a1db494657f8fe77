import { useEffect } from 'react';
import { create } from 'zustand';

type ModalState = {
  /** Name of the open modal (see the registry in app/[locale]/modals.tsx), or null. */
  name: string | null;
  props: Record<string, unknown>;
  open: (name: string, props?: Record<string, unknown>) => void;
  close: () => void;
};

const closeListeners = new Set<() => void>();

/** Features register what closing a modal resets (spec: the selected role, the header tab). */
export function onModalClose(listener: () => void) {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

/** Dialogs nobody asked for (a realtime event's), in the order they came, until no dialog is open. */
const waiting: { name: string; props: Record<string, unknown> }[] = [];
/** Dialogs open on the page, the registry's included (`useOpenDialogCount`). */
let openDialogs = 0;

function openNextWaiting() {
  if (openDialogs > 0 || useModalStore.getState().name !== null) return;
  const next = waiting.shift();
  if (next) useModalStore.getState().open(next.name, next.props);
}

export const useModalStore = create<ModalState>()((set) => ({
  name: null,
  props: {},
  open: (name, props = {}) => set({ name, props }),
  close: () => {
    set({ name: null, props: {} });
    closeListeners.forEach((listener) => listener());
    openNextWaiting();
  },
}));

export const openModal = (name: string, props?: Record<string, unknown>) => useModalStore.getState().open(name, props);
export const closeModal = () => useModalStore.getState().close();
/** The error popup: the one shared place for an error that has no form to land on. */
export const showErrorPopup = (message: string, title?: string) => openModal('error', { message, title });

/**
 * Opens a dialog the user did not ask for (one a realtime event brings) once no dialog is open: it waits for
 * the user to close the one in front of them instead of replacing it. The same dialog is queued once.
 */
export function openModalWhenFree(name: string, props: Record<string, unknown> = {}) {
  const key = JSON.stringify([name, props]);
  const { name: openName, props: openProps } = useModalStore.getState();
  if (JSON.stringify([openName, openProps]) === key || waiting.some((w) => JSON.stringify([w.name, w.props]) === key)) return;
  waiting.push({ name, props });
  openNextWaiting();
}

/** Counts a dialog as open while `open` is true, so that a waiting dialog opens only after it closes. */
export function useOpenDialogCount(open: boolean) {
  useEffect(() => {
    if (!open) return;
    openDialogs += 1;
    return () => {
      openDialogs -= 1;
      openNextWaiting();
    };
  }, [open]);
}
