'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { Modal } from '@/components/ui/modal';
import { availableAfter, ResendButton } from '@/components/ui/resend-button';
import { CODE_LENGTH } from '@/contracts/auth';
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
  const pending = useUiStore((s) => s.pending.btn);
  const applyProfile = useApplyProfile();
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);

  const close = () => {
    usePhoneChange.getState().reset();
    onClose();
  };

  const confirm = async (value: string) => {
    if (!phone) return;
    try {
      applyProfile(await profileApi.confirmPhone(phone, value));
      usePhoneChange.getState().reset();
      closeModal();
    } catch {
      setAttempt((n) => n + 1);
      setCode('');
    }
  };

  const resend = async () => {
    if (!phone) return;
    const sent = await profileApi.sendPhoneCode(phone).catch(() => null);
    if (sent) usePhoneChange.getState().set({ codeSent: sent.codeSent, resendAt: availableAfter(sent.resendAfter) });
  };

  return (
    <Modal open={open} onClose={close} title={t('title')} size="sm">
      {phone && (
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length === CODE_LENGTH) void confirm(code);
          }}
        >
          <p className="text-center text-slate-700">{t('sentTo', { phone: displayPhone(phone) })}</p>
          <CodeInput key={attempt} label={t('label')} onChange={setCode} onComplete={(value) => void confirm(value)} error={error} disabled={pending} autoFocus />
          <ResendButton availableAt={resendAt} onResend={() => void resend()} pending={pending} />
          <div className="flex gap-3">
            <Button variant="secondary" className="flex-1" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" className="flex-1" disabled={code.length !== CODE_LENGTH} loading={pending}>
              {t('confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
