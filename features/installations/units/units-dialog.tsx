'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import type { InstallationCard } from '@/contracts/installations';
import { failureMessage } from '@/lib/api/errors';
import { installationsApi } from '../api/installations-api';
import { useRefreshCard } from '../hooks/use-installation-card';
import { useInstallationsViewer } from '../hooks/use-installations-viewer';
import { installationKeys } from '../keys';
import { SerialsForm } from './serials-form';

/**
 * The card's "Units" (PUT /web/installations/{id}/barcodes): every unit of the job registered by serial before the
 * client's code (the completion guard); on a record the client signed, a change that waits for their new code.
 */
export function UnitsDialog({ open, onClose, card }: { open: boolean; onClose: () => void; card: InstallationCard }) {
  const t = useTranslations('installations.units');
  const refresh = useRefreshCard();
  const { userId } = useInstallationsViewer();
  // Read afresh each time the dialog opens: another device may have registered units meanwhile.
  const saved = useQuery({ queryKey: installationKeys.units(userId, card.id), queryFn: () => installationsApi.units(card.id), gcTime: 0 });
  return (
    <Modal open={open} onClose={onClose} title={t('title', { id: card.id })} size="lg">
      {saved.data ? (
        <SerialsForm
          installationId={card.id}
          saved={saved.data}
          signed={card.signature.signedVersion !== null}
          save={(body) => installationsApi.putUnits(card.id, body)}
          onSaved={async () => {
            await refresh(card.id);
            onClose();
          }}
          footer={({ disabled, pending, error }) => (
            <div className="space-y-3 border-t border-slate-200 pt-4">
              <ErrorAlert message={error} />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onClose} disabled={pending}>
                  {t('cancel')}
                </Button>
                <Button type="submit" disabled={disabled || pending} loading={pending}>
                  {t('save')}
                </Button>
              </div>
            </div>
          )}
        />
      ) : (
        <p role={saved.isError ? 'alert' : 'status'} className="text-sm text-slate-600">
          {saved.isError ? failureMessage(saved.error) : t('loading')}
        </p>
      )}
    </Modal>
  );
}
