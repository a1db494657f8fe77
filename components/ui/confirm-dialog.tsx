'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { failureMessage } from '@/lib/api/errors';

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What confirming does, in words (who is affected, what changes, whether it can be undone). */
  text: string;
  confirm: string;
  onConfirm: () => Promise<unknown>;
  /** `danger` (default) for a destructive action, `primary` for one that is not (accepting a request). */
  tone?: 'danger' | 'primary';
};

/** Confirmation before an action that cannot be taken back: nothing happens until it is confirmed; a refusal is said in the dialog. */
export function ConfirmDialog({ open, onClose, title, text, confirm, onConfirm, tone = 'danger' }: ConfirmDialogProps) {
  const t = useTranslations('ui');
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onClose });
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      <p className="text-slate-700">{text}</p>
      <div className="mt-4">
        <ErrorAlert message={failureMessage(action.error)} />
      </div>
      <div className="mt-6 flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button variant={tone} className="flex-1" loading={action.isPending} onClick={() => action.mutate()}>
          {confirm}
        </Button>
      </div>
    </Modal>
  );
}
