'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FieldStatusIcon, inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { DEALER_CODE_MIN, DEALER_REASON_MAX } from '@/contracts/dealers';
import { apiFailure } from '@/lib/api/errors';
import { installersApi } from '../api/installers-api';
import { isLookupLength } from '../dealer-code';
import { useInstallerId } from '../hooks';
import { installerKeys } from '../keys';

/**
 * The dealer apply dialog (docs/domain.md#requests-to-a-dealer): the new dealer's identifier (its name
 * is looked up at 8 or 10 characters) and the reason; the button waits for both. A refusal is said under
 * its field, or above the button (the dealer change's message).
 */
export function DealerApplyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('installers.dealer');
  const userId = useInstallerId();
  const queryClient = useQueryClient();
  const codeId = useId();
  const reasonId = useId();
  const [dealerCode, setDealerCode] = useState('');
  const [comment, setComment] = useState('');
  const code = dealerCode.trim();
  const lookup = useQuery({
    queryKey: installerKeys.dealerLookup(code),
    queryFn: () => installersApi.lookupDealer(code),
    enabled: open && isLookupLength(code),
    retry: false,
    staleTime: 60_000,
  });
  const send = useMutation({
    mutationFn: () => installersApi.changeDealer({ dealerCode: code, comment: comment.trim() }),
    onSuccess: (data) => {
      queryClient.setQueryData(installerKeys.dealer(userId), data);
      setDealerCode('');
      setComment('');
      onClose();
    },
  });
  const failure = send.error ? apiFailure(send.error) : null;
  const lookupFailure = lookup.isError ? apiFailure(lookup.error) : null;
  const codeError = failure?.fields.dealerCode ?? failure?.fields.dealer ?? lookupFailure?.fields.dealerCode ?? lookupFailure?.message;
  const reasonError = failure?.fields.comment;
  const general = failure && !codeError && !reasonError ? failure.message : undefined;
  const codeHint = lookup.data ? t('newDealerFound', { name: lookup.data.dealerName }) : t('newDealerHint');
  const ready = code.length >= DEALER_CODE_MIN && comment.trim() !== '';
  const close = () => {
    send.reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('applyTitle')}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) send.mutate();
        }}
      >
        <FormField id={codeId} label={t('newDealerCode')} error={codeError} hint={codeHint}>
          <div className="relative">
            <input
              id={codeId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              value={dealerCode}
              onChange={(event) => {
                setDealerCode(event.target.value);
                send.reset();
              }}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={fieldNoteId(codeId, { error: codeError, hint: codeHint })}
              className={`${inputClass(codeError)} pr-10`}
            />
            <FieldStatusIcon error={Boolean(codeError)} valid={Boolean(lookup.data) && !codeError} />
          </div>
        </FormField>
        <FormField id={reasonId} label={t('reason')} error={reasonError}>
          <textarea
            id={reasonId}
            rows={4}
            maxLength={DEALER_REASON_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={fieldNoteId(reasonId, { error: reasonError })}
            className={inputClass(reasonError)}
          />
        </FormField>
        <ErrorAlert message={general} />
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" className="flex-1" disabled={!ready} loading={send.isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
