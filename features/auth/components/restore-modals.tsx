'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { submitHandler } from '@/lib/forms/server-errors';
import { submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { DEFAULT_COUNTRY, phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { authApi } from '../api/auth-api';
import { sendTrackingResend } from '../code-sending';
import { authKeys } from '../keys';
import { phoneFormSchema, type PhoneForm } from '../schemas';
import { SIGN_IN_TAB, useAuthFlow } from '../stores/auth-flow';
import { CodeDialog, PasswordDialog, type CodeThenPassword } from './code-then-password';

type ModalProps = { open: boolean; onClose: () => void };

/** Texts a reset code to the phone; every sending answers a new resetToken. */
async function sendResetCode() {
  const { restorePhone, set } = useAuthFlow.getState();
  const sent = await sendTrackingResend(authApi.sendResetCode(phoneValue(restorePhone!)));
  set({ resetToken: sent.resetToken });
  return sent;
}

const backToSignIn = () => {
  useAuthFlow.getState().set({ tab: SIGN_IN_TAB });
  openModal('auth');
};

/** Password recovery (`passwordRecovery`): asks for the phone and texts a code to it (docs/api.md#authentication). */
export function PasswordRecoveryModal({ open, onClose }: ModalProps) {
  const t = useTranslations('auth.recovery');
  return (
    <Modal open={open} onClose={onClose} title={t('title')} onBack={backToSignIn} size="sm">
      <RecoveryForm />
    </Modal>
  );
}

function RecoveryForm() {
  const t = useTranslations('auth.recovery');
  const form = useForm<PhoneForm>({
    resolver: zodResolver(phoneFormSchema),
    mode: 'onChange',
    defaultValues: { phone: useAuthFlow.getState().restorePhone ?? { country: DEFAULT_COUNTRY, text: '' } },
  });
  const status = useFieldStatus(form);
  const send = useMutation({ mutationKey: authKeys.action('sendResetCode'), mutationFn: sendResetCode, onSuccess: () => openModal('authConfirmation') });
  const submit = ({ phone }: PhoneForm) => {
    useAuthFlow.getState().set({ restorePhone: phone });
    return send.mutateAsync();
  };
  return (
    // The form has no place above its button: a refusal (too many codes) shows under the phone.
    <form className="space-y-4" noValidate onSubmit={submitHandler(form, submit, 'phone')}>
      <p className="text-slate-700">{t('intro')}</p>
      <PhoneFormField control={form.control} name="phone" label={t('phone')} autoFocus {...status('phone')} />
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={backToSignIn}>
          {t('back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={submitDisabled(form, send.isPending)} loading={send.isPending}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}

/** Restore after the phone: the code (resend available; back to the phone), then the new password (PUT), which signs the user in; the modal closes. */
function useRestore(): CodeThenPassword {
  const { restorePhone, resetToken } = useAuthFlow();
  return {
    texts: { title: 'restoreTitle', submit: 'savePassword' },
    modals: { code: 'authConfirmation', password: 'authPassword' },
    phone: restorePhone && phoneValue(restorePhone),
    token: resetToken,
    sendCode: sendResetCode,
    checkCode: (code) => authApi.checkResetCode(resetToken!, code),
    setPassword: (values) => authApi.resetPassword({ ...values, resetToken: resetToken! }),
    redirect: false,
    back: () => openModal('passwordRecovery'),
  };
}

/** Auth confirmation (`authConfirmation`): the reset code. */
export function AuthConfirmationModal(props: ModalProps) {
  return <CodeDialog {...props} flow={useRestore()} />;
}

/** Auth password (`authPassword`): the new password. */
export function AuthPasswordModal(props: ModalProps) {
  return <PasswordDialog {...props} flow={useRestore()} />;
}
