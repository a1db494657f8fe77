import { create } from 'zustand';

export type PendingKind = 'general' | 'select' | 'btn';

/** Shared UI state of spec section 3, written by the API client and read by forms and buttons. */
type UiState = {
  /** The raw body of the last failed response. */
  rawError: unknown;
  /** Field errors: first message per field (422), or a message stored under its context key. */
  errors: Record<string, string>;
  pending: Record<PendingKind, boolean>;
  clearDropzone: boolean;
  previousUrl: string | null;
  setPending: (kind: PendingKind, value: boolean) => void;
  setErrors: (errors: Record<string, string>, raw?: unknown) => void;
  resetErrors: () => void;
  clearFieldError: (field: string) => void;
  setClearDropzone: (value: boolean) => void;
  setPreviousUrl: (url: string | null) => void;
  reset: () => void;
};

const initial = {
  rawError: null,
  errors: {},
  pending: { general: false, select: false, btn: false },
  clearDropzone: false,
  previousUrl: null,
};

export const useUiStore = create<UiState>()((set) => ({
  ...initial,
  setPending: (kind, value) => set((s) => ({ pending: { ...s.pending, [kind]: value } })),
  setErrors: (errors, raw) => set({ errors, rawError: raw ?? null }),
  resetErrors: () => set({ errors: {}, rawError: null }),
  clearFieldError: (field) =>
    set((s) => {
      if (!(field in s.errors)) return s;
      const { [field]: _removed, ...rest } = s.errors;
      return { errors: rest };
    }),
  setClearDropzone: (value) => set({ clearDropzone: value }),
  setPreviousUrl: (url) => set({ previousUrl: url }),
  reset: () => set(initial),
}));
