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
import { displayPhone } from '@/lib/phone';
import { installationsApi } from '../api/installations-api';
import { useRefreshCard } from '../hooks/use-refresh-card';

/** The API allows another code a minute after the last one (docs/domain.md#the-clients-code). */
const RESEND_AFTER_SECONDS = 60;

/**
 * The client's code (docs/domain.md#the-clients-code, docs/decisions/0031): a code goes to the client's phone by SMS, the
 * installer types the code the client reads out into the four boxes; a wrong one is said under them. `change`: the
 * code signs the change waiting on a record the client already signed. While a code is live (sent before the dialog
 * was closed, the page reloaded or another day) the dialog opens on the boxes, with the server's resend countdown.
 */
export function CompleteDialog({
  open,
  onClose,
  card,
  purpose = 'complete',
}: {
  open: boolean;
  onClose: () => void;
  card: InstallationCard;
  purpose?: 'complete' | 'change';
}) {
  const t = useTranslations('installations.complete');
  const refresh = useRefreshCard();
  const live = card.completion?.codeSentAt ?? null;
  const [resendAt, setResendAt] = useState<number | null>(card.completion?.resendAt ? Date.parse(card.completion.resendAt) : null);
  const [codeSent, setCodeSent] = useState(live !== null);
  const send = useMutation({
    mutationFn: () => installationsApi.sendCode(card.id),
    onSuccess: async () => {
      setCodeSent(true);
      setResendAt(availableAfter(RESEND_AFTER_SECONDS));
      // The card now waits for the code (AWAITING_CONFIRMATION, the time it was sent).
      await refresh(card.id);
    },
  });
  const enter = useMutation({
    mutationFn: (code: string) => installationsApi.enterCode(card.id, code),
    onSuccess: async (updated) => {
      await refresh(card.id, updated);
      onClose();
    },
  });
  const who = { name: card.client.fullName, phone: displayPhone(card.client.phone) };

  return (
    <Modal open={open} onClose={onClose} title={t(purpose === 'change' ? 'titleChange' : 'title')}>
      {codeSent ? (
        <div className="space-y-4 break-words">
          {live && !send.isSuccess && <p className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">{t('alreadySent', { time: new Date(live) })}</p>}
          <CodeForm
            texts={{ sentTo: t('sentTo', who), label: t('codeLabel'), back: t('back'), confirm: t('confirm') }}
            resendAt={resendAt}
            error={lastFailureMessage(send, enter)}
            pending={send.isPending || enter.isPending}
            onCheck={(code) => enter.mutateAsync(code)}
            onResend={() => send.mutate()}
            onBack={onClose}
          />
        </div>
      ) : (
        <div className="space-y-5 break-words">
          <p className="text-slate-700">{t(purpose === 'change' ? 'introChange' : 'intro', who)}</p>
          <ErrorAlert message={lastFailureMessage(send)} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
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
