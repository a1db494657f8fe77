'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { availableAfter } from '@/components/ui/resend-button';
import { PhoneInput } from '@/components/ui/phone-input';
import { submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { DEFAULT_COUNTRY, phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { useUiStore } from '@/lib/stores/ui-store';
import { authApi } from '../api/auth-api';
import { retryAfterOf } from '../api/retry-after';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { phoneFormSchema, type PhoneForm } from '../schemas';
import { SIGN_IN_TAB, useAuthFlow } from '../stores/auth-flow';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

type ModalProps = { open: boolean; onClose: () => void };

/** Texts a reset code to the phone; every sending answers a new resetToken. */
async function sendResetCode(errorContext: 'phone' | 'code') {
  const { restorePhone, set } = useAuthFlow.getState();
  if (!restorePhone) return;
  try {
    const sent = await authApi.sendResetCode(phoneValue(restorePhone), errorContext);
    set({ resetToken: sent.resetToken, resendAt: availableAfter(sent.resendAfter) });
  } catch (error) {
    const wait = retryAfterOf(error);
    if (wait) set({ resendAt: availableAfter(wait) });
    throw error;
  }
}

const backToSignIn = () => {
  useAuthFlow.getState().set({ tab: SIGN_IN_TAB });
  openModal('auth');
};

/** Password recovery (`passwordRecovery`): asks for the phone and texts a code to it (spec section 4, "Restore flow"). */
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
  const pending = useUiStore((s) => s.pending.btn);
  const submit = async ({ phone }: PhoneForm) => {
    useAuthFlow.getState().set({ restorePhone: phone });
    await sendResetCode('phone');
    openModal('authConfirmation');
  };
  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit((values) => submit(values).catch(() => undefined))}>
      <p className="text-slate-700">{t('intro')}</p>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput label={t('phone')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} autoFocus {...status('phone')} />
        )}
      />
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={backToSignIn}>
          {t('back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={submitDisabled(form, pending)} loading={pending}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}

/** Auth confirmation (`authConfirmation`): the reset code; resend available; back to the phone. */
export function AuthConfirmationModal({ open, onClose }: ModalProps) {
  const t = useTranslations('auth.code');
  const { restorePhone, resetToken, resendAt: availableAt } = useAuthFlow();
  const back = () => openModal('passwordRecovery');
  return (
    <Modal open={open} onClose={onClose} title={t('restoreTitle')} onBack={back} size="sm">
      {restorePhone && resetToken && (
        <CodeStep
          phone={phoneValue(restorePhone)}
          resendAt={availableAt}
          onCheck={async (code) => {
            await authApi.checkResetCode(resetToken, code);
            openModal('authPassword');
          }}
          onResend={() => sendResetCode('code')}
          onBack={back}
          errorKeys={['resetToken']}
        />
      )}
    </Modal>
  );
}

/** Auth password (`authPassword`): the new password (PUT), which signs the user in; the modal closes. */
export function AuthPasswordModal({ open, onClose }: ModalProps) {
  const t = useTranslations('auth.password');
  const resetToken = useAuthFlow((s) => s.resetToken);
  const complete = useCompleteSignIn();
  const back = () => openModal('authConfirmation');
  return (
    <Modal open={open} onClose={onClose} title={t('restoreTitle')} onBack={back} size="sm">
      {resetToken && (
        <PasswordStep
          submitLabel={t('savePassword')}
          tokenKey="resetToken"
          onBack={back}
          onSubmit={async (values) => complete(await authApi.resetPassword({ ...values, resetToken }), { redirect: false })}
        />
      )}
    </Modal>
  );
}
