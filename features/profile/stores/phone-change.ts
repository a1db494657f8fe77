import { create } from 'zustand';

/** A changed phone sets codeSent until the code confirms it. */
type PhoneChangeState = {
  codeSent: boolean;
  phone: string | null;
  resendAt: number | null;
  set: (patch: Partial<Omit<PhoneChangeState, 'set' | 'reset'>>) => void;
  reset: () => void;
};

export const usePhoneChange = create<PhoneChangeState>()((set) => ({
  codeSent: false,
  phone: null,
  resendAt: null,
  set: (patch) => set(patch),
  reset: () => set({ codeSent: false, phone: null, resendAt: null }),
}));
