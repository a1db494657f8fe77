'use client';
import { useTranslations } from 'next-intl';
import { CodeForm } from '@/components/ui/code-form';
import { Modal } from '@/components/ui/modal';
import { availableAfter } from '@/components/ui/resend-button';
import { displayPhone } from '@/lib/phone';
import { closeModal } from '@/lib/stores/modal-store';
import { useUiStore } from '@/lib/stores/ui-store';
import { profileApi } from '../api/profile-api';
import { useApplyProfile } from '../hooks/use-profile';
import { usePhoneChange } from '../stores/phone-change';

/** Profile confirm (`profileConfirm`): the code texted to the new phone; confirming replaces the profile and closes. */
export function PhoneConfirmModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('profile.phoneConfirm');
  const { phone, resendAt } = usePhoneChange();
  const error = useUiStore((s) => s.errors.code ?? s.errors.phone);
  const applyProfile = useApplyProfile();

  const close = () => {
    usePhoneChange.getState().reset();
    onClose();
  };

  const confirm = async (value: string) => {
    if (!phone) return;
    applyProfile(await profileApi.confirmPhone(phone, value));
    usePhoneChange.getState().reset();
    closeModal();
  };

  const resend = async () => {
    if (!phone) return;
    const sent = await profileApi.sendPhoneCode(phone).catch(() => null);
    if (sent) usePhoneChange.getState().set({ codeSent: sent.codeSent, resendAt: availableAfter(sent.resendAfter) });
  };

  return (
    <Modal open={open} onClose={close} title={t('title')} size="sm">
      {phone && (
        <CodeForm
          texts={{ sentTo: t('sentTo', { phone: displayPhone(phone) }), label: t('label'), back: t('cancel'), confirm: t('confirm') }}
          resendAt={resendAt}
          error={error}
          onCheck={confirm}
          onResend={() => void resend()}
          onBack={close}
        />
      )}
    </Modal>
  );
}
