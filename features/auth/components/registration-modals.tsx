'use client';
import { phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { authApi } from '../api/auth-api';
import { sendTrackingResend } from '../code-sending';
import { REGISTRATION_TAB, useAuthFlow } from '../stores/auth-flow';
import { CodeDialog, PasswordDialog, type CodeThenPassword } from './code-then-password';

type ModalProps = { open: boolean; onClose: () => void };

const backToForm = () => {
  useAuthFlow.getState().set({ tab: REGISTRATION_TAB });
  openModal('auth');
};

/** The code goes out when the code dialog first opens for a registration token, not again on "back". */
function claimSendOnOpen() {
  const { regToken, codeSentFor, set } = useAuthFlow.getState();
  if (!regToken || codeSentFor === regToken) return false;
  set({ codeSentFor: regToken });
  return true;
}

/** Registration after the form (docs/api.md#authentication): the code texted on opening, then the password, then the post sign-in redirect. */
function useRegistration(): CodeThenPassword {
  const { regToken, registration } = useAuthFlow();
  return {
    texts: { title: 'registrationTitle', submit: 'finishRegistration' },
    modals: { code: 'registrationCode', password: 'registrationPassword' },
    phone: registration && phoneValue(registration.phone),
    token: regToken,
    sendCode: () => sendTrackingResend(authApi.sendRegistrationCode(regToken!)),
    checkCode: (code) => authApi.checkRegistrationCode(regToken!, code),
    setPassword: (values) => authApi.setRegistrationPassword({ ...values, regToken: regToken!, fcmToken: null }),
    redirect: true,
    back: backToForm,
    claimSendOnOpen,
  };
}

/** Registration confirmation code (`registrationCode`): the code is sent on opening; back returns to the form. */
export function RegistrationCodeModal(props: ModalProps) {
  return <CodeDialog {...props} flow={useRegistration()} />;
}

/** Registration password (`registrationPassword`): sets the password, which signs the new user in, then the post sign-in redirect. */
export function RegistrationPasswordModal(props: ModalProps) {
  return <PasswordDialog {...props} flow={useRegistration()} />;
}
