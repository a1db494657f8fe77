'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { failureMessage } from '@/lib/api/errors';

/** Confirmation before a destructive action: nothing happens until it is confirmed. */
export function ConfirmDialog({ open, onClose, title, text, confirm, onConfirm }: { open: boolean; onClose: () => void; title: string; text: string; confirm: string; onConfirm: () => Promise<unknown> }) {
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
        <Button variant="danger" className="flex-1" loading={action.isPending} onClick={() => action.mutate()}>
          {confirm}
        </Button>
      </div>
    </Modal>
  );
}
