'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { failureMessage } from '@/lib/api/errors';
import { useSignOut } from '@/lib/session/sign-out';
import { profileApi } from '../api/profile-api';
import { profileKeys } from '../keys';

/** Account deletion (DELETE /web/profile) behind a confirmation dialog; afterwards the tab signs out. */
export function DeleteAccount() {
  const t = useTranslations('profile.delete');
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const remove = useMutation({ mutationKey: profileKeys.action('remove'), mutationFn: profileApi.remove, onSuccess: signOut });
  const error = failureMessage(remove.error);

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t('text')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('confirmTitle')} size="sm">
        <p className="text-slate-700">{t('confirmText')}</p>
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="mt-6 flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" className="flex-1" onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('confirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
