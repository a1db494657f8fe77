'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Modal } from '@/components/ui/modal';
import { availableAfter } from '@/components/ui/resend-button';
import { phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { authApi } from '../api/auth-api';
import { retryAfterOf } from '../api/retry-after';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { REGISTRATION_TAB, useAuthFlow } from '../stores/auth-flow';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

type ModalProps = { open: boolean; onClose: () => void };

const backToForm = () => {
  useAuthFlow.getState().set({ tab: REGISTRATION_TAB });
  openModal('auth');
};

async function sendCode() {
  const { regToken, set } = useAuthFlow.getState();
  if (!regToken) return;
  try {
    const sent = await authApi.sendRegistrationCode(regToken);
    set({ resendAt: availableAfter(sent.resendAfter) });
  } catch (error) {
    const wait = retryAfterOf(error);
    if (wait) set({ resendAt: availableAfter(wait) });
    throw error;
  }
}

/** Registration confirmation code (`registrationCode`): the code is sent on opening; back returns to the form. */
export function RegistrationCodeModal({ open, onClose }: ModalProps) {
  const t = useTranslations('auth.code');
  const { regToken, registration, codeSentFor, resendAt: availableAt } = useAuthFlow();

  useEffect(() => {
    if (!open || !regToken || codeSentFor === regToken) return;
    useAuthFlow.getState().set({ codeSentFor: regToken });
    void sendCode().catch(() => undefined);
  }, [open, regToken, codeSentFor]);

  return (
    <Modal open={open} onClose={onClose} title={t('registrationTitle')} onBack={backToForm} size="sm">
      {regToken && registration && (
        <CodeStep
          phone={phoneValue(registration.phone)}
          resendAt={availableAt}
          onCheck={async (code) => {
            await authApi.checkRegistrationCode(regToken, code);
            openModal('registrationPassword');
          }}
          onResend={sendCode}
          onBack={backToForm}
          errorKeys={['regToken']}
        />
      )}
    </Modal>
  );
}

/** Registration password (`registrationPassword`): sets the password, which signs the new user in, then the post sign-in redirect. */
export function RegistrationPasswordModal({ open, onClose }: ModalProps) {
  const t = useTranslations('auth.password');
  const regToken = useAuthFlow((s) => s.regToken);
  const complete = useCompleteSignIn();
  const back = () => openModal('registrationCode');
  return (
    <Modal open={open} onClose={onClose} title={t('registrationTitle')} onBack={back} size="sm">
      {regToken && (
        <PasswordStep
          submitLabel={t('finishRegistration')}
          tokenKey="regToken"
          onBack={back}
          onSubmit={async (values) => complete(await authApi.setRegistrationPassword({ ...values, regToken, fcmToken: null }), { redirect: true })}
        />
      )}
    </Modal>
  );
}
