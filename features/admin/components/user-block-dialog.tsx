'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { ErrorAlert } from '@/components/ui/error-alert';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { BLOCK_REASON_MAX, type AdminUser } from '@/contracts/admin';
import { apiFailure } from '@/lib/api/errors';
import { useBlockUser } from '../query';

/** The form inside the dialog: mounted on opening, so that each opening starts with an empty reason. */
function BlockForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const t = useTranslations('admin.block');
  const id = useId();
  const block = useBlockUser(user.id);
  const [reason, setReason] = useState('');
  const failure = block.error ? apiFailure(block.error) : null;
  const error = failure?.fields.reason;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) block.mutate({ reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">{t('text')}</p>
      <FormField id={id} label={t('reason')} error={error}>
        <textarea
          id={id}
          rows={4}
          required
          value={reason}
          maxLength={BLOCK_REASON_MAX}
          autoFocus
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNoteId(id, { error })}
          className={inputClass(error)}
        />
      </FormField>
      <ErrorAlert message={failure && !error ? failure.message : undefined} />
      <DialogButtons cancel={t('cancel')} onCancel={onClose} submit={t('submit')} pending={block.isPending} disabled={!reason.trim()} variant="danger" />
    </form>
  );
}

/** Blocking asks for the reason and says what follows: every session and device signed out at once, signing in refused. */
export function UserBlockDialog({ user, open, onClose }: { user: AdminUser; open: boolean; onClose: () => void }) {
  const t = useTranslations('admin.block');
  return (
    <Modal open={open} onClose={onClose} title={t('title', { name: `${user.name} ${user.lastname}` })}>
      <BlockForm user={user} onClose={onClose} />
    </Modal>
  );
}
