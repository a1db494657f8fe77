'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { availableAfter } from '@/components/ui/resend-button';
import type { InstallationCard } from '@/contracts/installations';
import { lastFailureMessage } from '@/lib/api/errors';
import { installationsApi } from '../api/installations-api';
import { useRefreshCard } from '../hooks/use-installation-card';

/** The API allows another code a minute after the last one (the sign-in code limits, DOMAIN.md). */
const RESEND_AFTER_SECONDS = 60;

/**
 * Completing the job (spec section 4, DOMAIN.md "Completion"): a code goes to the client's phone by
 * SMS, the installer types the code the client reads out into the four boxes; a wrong one is said under
 * them. The entered code moves the installation to COMPLETED and the card shows the answer.
 */
export function CompleteDialog({ open, onClose, card }: { open: boolean; onClose: () => void; card: InstallationCard }) {
  const t = useTranslations('installations.complete');
  const refresh = useRefreshCard();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const send = useMutation({ mutationFn: () => installationsApi.sendCode(card.id), onSuccess: () => setResendAt(availableAfter(RESEND_AFTER_SECONDS)) });
  const enter = useMutation({
    mutationFn: (code: string) => installationsApi.enterCode(card.id, code),
    onSuccess: async (updated) => {
      await refresh(card.id, updated);
      onClose();
    },
  });

  return (
    <Modal open={open} onClose={onClose} title={t('title')}>
      {send.isSuccess || enter.submittedAt > 0 ? (
        <CodeForm
          texts={{ sentTo: t('sentTo', { name: card.client.fullName, phone: card.client.phone }), label: t('codeLabel'), back: t('back'), confirm: t('confirm') }}
          resendAt={resendAt}
          error={lastFailureMessage(send, enter)}
          pending={send.isPending || enter.isPending}
          onCheck={(code) => enter.mutateAsync(code)}
          onResend={() => send.mutate()}
          onBack={onClose}
        />
      ) : (
        <div className="space-y-5">
          <p className="text-slate-700">{t('intro', { name: card.client.fullName, phone: card.client.phone })}</p>
          <ErrorAlert message={lastFailureMessage(send)} />
          <div className="flex gap-3">
            <Button variant="secondary" className="flex-1" onClick={onClose}>
              {t('back')}
            </Button>
            <Button className="flex-1" loading={send.isPending} onClick={() => send.mutate()}>
              {t('send')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
