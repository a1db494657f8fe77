'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { inputClass } from '@/components/ui/field-status-icon';
import { FormField, fieldNoteId } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import type { BuildingObject, BuildingObjectBody } from '@/contracts/objects';
import { apiFailure } from '@/lib/api/errors';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The object to edit; a new one without it. */
  object?: BuildingObject;
  onSave: (body: BuildingObjectBody) => Promise<unknown>;
};

/** Create or edit an object's name, address and comment; the server's 422 messages show under their fields. */
export function ObjectFormDialog({ open, onClose, object, onSave }: Props) {
  const t = useTranslations('objects.form');
  const commentId = useId();
  const [name, setName] = useState(object?.name ?? '');
  const [address, setAddress] = useState(object?.address ?? '');
  const [comment, setComment] = useState(object?.comment ?? '');
  const save = useMutation({ mutationFn: () => onSave({ name: name.trim(), address: address.trim(), comment: comment.trim() }), onSuccess: onClose });
  const failure = save.error ? apiFailure(save.error) : undefined;
  const fields = failure?.fields ?? {};
  const general = failure && !Object.keys(fields).length ? failure.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Modal open={open} onClose={onClose} title={object ? t('editTitle') : t('createTitle')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField label={t('name')} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} required error={fields.name} autoComplete="off" />
        <TextField
          label={t('address')}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          maxLength={300}
          required
          error={fields.address}
          autoComplete="street-address"
        />
        <FormField id={commentId} label={t('comment')} error={fields.comment}>
          <textarea
            id={commentId}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={2000}
            rows={3}
            aria-invalid={fields.comment ? true : undefined}
            aria-describedby={fieldNoteId(commentId, { error: fields.comment })}
            className={inputClass(fields.comment)}
          />
        </FormField>
        <ErrorAlert message={general} />
        <Button type="submit" className="w-full" loading={save.isPending} disabled={!name.trim() || !address.trim()}>
          {object ? t('save') : t('create')}
        </Button>
      </form>
    </Modal>
  );
}
