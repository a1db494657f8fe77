'use client';
import { useTranslations } from 'next-intl';
import { Button } from './button';
import { Modal } from './modal';

/** The error popup (spec: one of the modal dialogs), e.g. the access-denied message for projectors. */
export function ErrorPopup({ open, onClose, message, title }: { open: boolean; onClose: () => void; message?: unknown; title?: unknown }) {
  const t = useTranslations('common');
  return (
    <Modal open={open} onClose={onClose} title={typeof title === 'string' ? title : t('errorTitle')} size="sm">
      <p role="alert" className="text-slate-700">
        {typeof message === 'string' ? message : t('errorGeneric')}
      </p>
      <Button className="mt-6 w-full" onClick={onClose}>
        {t('ok')}
      </Button>
    </Modal>
  );
}
