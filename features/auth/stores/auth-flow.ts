import { create } from 'zustand';
import type { RegistrationBody } from '@/contracts/auth';
import type { PhoneField } from '@/lib/phone';

export type AuthTab = 0 | 1;
export const SIGN_IN_TAB: AuthTab = 0;
export const REGISTRATION_TAB: AuthTab = 1;

/** What the registration form held, so that "back" from the code step shows it again. */
export type RegistrationDraft = Omit<RegistrationBody, 'phone' | 'roleId' | 'invitation'> & { phone: PhoneField; roleId: number | null };

type AuthFlowState = {
  /** The header tab of the sign-in/registration modal. */
  tab: AuthTab;
  /** Where to go after signing in (a guard's `next`, a same-site path). */
  next: string | null;
  /** The phone typed on the sign-in tab, offered to the password recovery. */
  signInPhone: PhoneField | null;
  /** The token of a sign-in that asked for the code texted to the phone (docs/decisions/0032). */
  signInToken: string | null;
  registration: RegistrationDraft | null;
  /** The token of the invitation link the registration was opened with (docs/decisions/0040-invitation-links.md). */
  invitation: string | null;
  regToken: string | null;
  /** The registration token whose code was sent on opening the code step (not again on "back"). */
  codeSentFor: string | null;
  restorePhone: PhoneField | null;
  resetToken: string | null;
  /** When another code may be requested (epoch ms). */
  resendAt: number | null;
  set: (patch: Partial<Omit<AuthFlowState, 'set' | 'reset'>>) => void;
  reset: () => void;
};

const initial = {
  tab: SIGN_IN_TAB,
  next: null,
  signInPhone: null,
  signInToken: null,
  registration: null,
  invitation: null,
  regToken: null,
  codeSentFor: null,
  restorePhone: null,
  resetToken: null,
  resendAt: null,
};

/** The state of the sign-in, registration and restore dialogs; closing any modal resets it. */
export const useAuthFlow = create<AuthFlowState>()((set) => ({
  ...initial,
  set: (patch) => set(patch),
  reset: () => set(initial),
}));
