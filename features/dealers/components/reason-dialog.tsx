'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/field-status-icon';
import { Modal } from '@/components/ui/modal';
import { DEALER_REASON_MAX } from '@/contracts/dealers';
import { apiFailure } from '@/lib/api/errors';

type ReasonDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the decision does (who is told, what follows), above the reason. */
  text?: string;
  submit: string;
  /** Blocking may go without a reason; declining needs one. */
  optional?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
};

/** Asks for the reason of a decision (decline, block), saying what it does: the button waits for text unless it is optional; a refusal is said in the dialog. */
export function ReasonDialog({ open, onClose, title, text: explanation, submit, optional, onSubmit }: ReasonDialogProps) {
  const t = useTranslations('dealers.requests');
  const id = useId();
  const [text, setText] = useState('');
  const send = useMutation({ mutationFn: () => onSubmit(text.trim()), onSuccess: onClose });
  const failure = send.error ? apiFailure(send.error) : null;
  const error = failure?.fields.reason;
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (optional || text.trim()) send.mutate();
        }}
      >
        {explanation && <p className="text-slate-700">{explanation}</p>}
        <FormField id={id} label={optional ? t('reasonOptional') : t('reason')} error={error}>
          <textarea
            id={id}
            rows={4}
            value={text}
            maxLength={DEALER_REASON_MAX}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldNoteId(id, { error })}
            className={inputClass(error)}
          />
        </FormField>
        <ErrorAlert message={failure && !error ? failure.message : undefined} />
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {t('back')}
          </Button>
          <Button type="submit" variant="danger" className="flex-1" disabled={!optional && !text.trim()} loading={send.isPending}>
            {submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
