'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CodeForm } from '@/components/ui/code-form';
import { Modal } from '@/components/ui/modal';
import { availableAfter } from '@/components/ui/resend-button';
import { lastFailureMessage } from '@/lib/api/errors';
import { displayPhone } from '@/lib/phone';
import { closeModal } from '@/lib/stores/modal-store';
import { profileApi } from '../api/profile-api';
import { useApplyProfile } from '../hooks/use-profile';
import { profileKeys } from '../keys';
import { usePhoneChange } from '../stores/phone-change';

/** Profile confirm (`profileConfirm`): the code texted to the new phone; confirming replaces the profile and closes. */
export function PhoneConfirmModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('profile.phoneConfirm');
  const { phone, resendAt } = usePhoneChange();
  const applyProfile = useApplyProfile();
  const confirm = useMutation({
    mutationKey: profileKeys.action('confirmPhone'),
    mutationFn: (code: string) => profileApi.confirmPhone(phone!, code),
    onSuccess: (profile) => {
      applyProfile(profile);
      usePhoneChange.getState().reset();
      closeModal();
    },
  });
  const resend = useMutation({
    mutationKey: profileKeys.action('sendPhoneCode'),
    mutationFn: () => profileApi.sendPhoneCode(phone!),
    onSuccess: (sent) => usePhoneChange.getState().set({ codeSent: sent.codeSent, resendAt: availableAfter(sent.resendAfter) }),
  });

  const close = () => {
    usePhoneChange.getState().reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('title')} size="sm">
      {phone && (
        <CodeForm
          texts={{ sentTo: t('sentTo', { phone: displayPhone(phone) }), label: t('label'), back: t('cancel'), confirm: t('confirm') }}
          resendAt={resendAt}
          error={lastFailureMessage(confirm, resend)}
          pending={confirm.isPending || resend.isPending}
          onCheck={confirm.mutateAsync}
          onResend={() => resend.mutate()}
          onBack={close}
        />
      )}
    </Modal>
  );
}
