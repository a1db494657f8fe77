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

export const useModalStore = create<ModalState>()((set) => ({
  name: null,
  props: {},
  open: (name, props = {}) => set({ name, props }),
  close: () => {
    set({ name: null, props: {} });
    closeListeners.forEach((listener) => listener());
  },
}));

export const openModal = (name: string, props?: Record<string, unknown>) => useModalStore.getState().open(name, props);
export const closeModal = () => useModalStore.getState().close();
/** The error popup of spec section 2 ("Modal dialogs"): the one shared place for an error that has no form to land on. */
export const showErrorPopup = (message: string, title?: string) => openModal('error', { message, title });
