'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { apiFailure } from '@/lib/api/errors';
import { installersApi } from '../api/installers-api';
import { useInstallerId } from '../hooks';
import { installerKeys } from '../keys';

type Props = { open: boolean; onClose: () => void; certificationType: { id: number; name: string } };

/**
 * The licence apply dialog (docs/domain.md#certifications): the installer chooses a level of one certification type;
 * the button waits for a level; after applying the licence is loaded again. A refusal (`level`,
 * `certification`, or the certification request's message) is said in the dialog.
 */
export function LicenseApplyDialog({ open, onClose, certificationType }: Props) {
  const t = useTranslations('installers.license');
  const userId = useInstallerId();
  const queryClient = useQueryClient();
  const [level, setLevel] = useState<number | null>(null);
  const levels = useQuery({ queryKey: installerKeys.levels(userId), queryFn: installersApi.levels, enabled: open && Boolean(userId) });
  const send = useMutation({
    mutationFn: () => installersApi.applyForLevel(level!),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: installerKeys.license(userId) }),
        queryClient.invalidateQueries({ queryKey: installerKeys.levels(userId) }),
      ]);
      setLevel(null);
      onClose();
    },
  });
  // The levels this installer may apply for in this type (above an ACTIVE one; none while one is pending).
  const offered = levels.data?.certificationTypes.find((type) => type.id === certificationType.id)?.levels;
  const failure = send.error ? apiFailure(send.error) : null;
  const close = () => {
    send.reset();
    setLevel(null);
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('applyTitle', { type: certificationType.name })}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (level !== null) send.mutate();
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('chooseLevel')}</legend>
          {levels.isPending && <p aria-busy="true" className="h-24 animate-pulse rounded-xl bg-slate-100" />}
          {levels.isError && <ErrorAlert message={t('levelsFailed')} />}
          <div className="space-y-2">
            {offered?.length === 0 && <p className="text-sm text-slate-600">{t('noLevels')}</p>}
            {offered?.map((option) => (
              <label
                key={option.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input type="radio" name="level" className="size-4 accent-brand-600" checked={level === option.id} onChange={() => setLevel(option.id)} />
                <span className="flex-1 text-slate-900">{option.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <ErrorAlert message={failure ? (failure.fields.level ?? failure.fields.certification ?? failure.message) : undefined} />
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" className="flex-1" disabled={level === null} loading={send.isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
