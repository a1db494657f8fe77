'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/field-status-icon';
import { Modal } from '@/components/ui/modal';
import { apiFailure } from '@/lib/api/errors';

type TextDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  label: string;
  submit: string;
  initial?: string;
  maxLength: number;
  multiline?: boolean;
  /** The field of a 422 that belongs under the input. */
  field: string;
  onSubmit: (text: string) => Promise<unknown>;
};

/**
 * A dialog asking for one text (spec: the cancellation reason, same form as the dealer reason; the
 * place): the button waits for non-empty text; a refusal shows under the field.
 */
export function TextDialog({ open, onClose, title, label, submit, initial = '', maxLength, multiline, field, onSubmit }: TextDialogProps) {
  const t = useTranslations('installations.card');
  const id = useId();
  const [text, setText] = useState(initial);
  const send = useMutation({ mutationFn: () => onSubmit(text.trim()), onSuccess: onClose });
  const failure = send.error ? apiFailure(send.error) : null;
  const error = failure ? (failure.fields[field] ?? failure.message) : undefined;
  const props = {
    id,
    value: text,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldNoteId(id, { error }),
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
    className: inputClass(error),
  };
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) send.mutate();
        }}
      >
        <FormField id={id} label={label} error={error}>
          {multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
        </FormField>
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {t('back')}
          </Button>
          <Button type="submit" className="flex-1" disabled={!text.trim()} loading={send.isPending}>
            {submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
