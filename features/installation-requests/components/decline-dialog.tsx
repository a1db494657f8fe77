'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { MAX_REQUEST_COMMENT } from '@/contracts/installation-requests';
import { apiFailure } from '@/lib/api/errors';

/** Declining is final: the dialog says so, asks for the reason the client will read, and waits for non-empty text. */
export function DeclineDialog({ number, onClose, onDecline }: { number: number; onClose: () => void; onDecline: (reason: string) => Promise<unknown> }) {
  const t = useTranslations('installationRequests.support');
  const id = useId();
  const [reason, setReason] = useState('');
  const send = useMutation({ mutationFn: () => onDecline(reason.trim()), onSuccess: onClose });
  const failure = send.error ? apiFailure(send.error) : null;
  const error = failure ? (failure.fields.reason ?? failure.message) : undefined;
  return (
    <Modal open onClose={onClose} title={t('declineTitle', { number })}>
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) send.mutate();
        }}
      >
        <p className="text-slate-600">{t('declineText')}</p>
        <FormField id={id} label={t('reason')} error={error}>
          <textarea
            id={id}
            rows={4}
            value={reason}
            maxLength={MAX_REQUEST_COMMENT}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldNoteId(id, { error })}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass(error)}
          />
        </FormField>
        <DialogButtons cancel={t('back')} onCancel={onClose} submit={t('confirmDecline')} pending={send.isPending} disabled={!reason.trim()} variant="danger" />
      </form>
    </Modal>
  );
}
