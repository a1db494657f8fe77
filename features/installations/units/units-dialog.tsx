'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import type { InstallationCard } from '@/contracts/installations';
import { failureMessage } from '@/lib/api/errors';
import { useOnline } from '@/lib/offline/use-online';
import { installationsApi } from '../api/installations-api';
import { onSiteApi } from '../api/on-site';
import { useRefreshCard } from '../hooks/use-refresh-card';
import { useInstallationsViewer } from '../hooks/use-installations-viewer';
import { installationKeys } from '../keys';
import { loadScanner, SerialsForm } from './serials-form';

/**
 * The units of a job whose card may register them are read with the card, and the camera reader loaded, so that both
 * are at hand on site without a network (in memory, and in the service worker's caches).
 */
export function useUnitsAtHand(card: InstallationCard | undefined) {
  const queryClient = useQueryClient();
  const { userId } = useInstallationsViewer();
  const id = card?.canRegisterUnits ? card.id : undefined;
  useEffect(() => {
    if (id === undefined || !navigator.onLine) return;
    void queryClient.prefetchQuery({ queryKey: installationKeys.units(userId, id), queryFn: () => installationsApi.units(id) });
    void loadScanner();
  }, [queryClient, userId, id]);
}

/**
 * The card's "Units" (PUT /web/installations/{id}/barcodes): every unit of the job registered by serial before the
 * client's code (the completion guard); on a record the client signed, a change that waits for their new code.
 */
export function UnitsDialog({ open, onClose, card }: { open: boolean; onClose: () => void; card: InstallationCard }) {
  const t = useTranslations('installations.units');
  const refresh = useRefreshCard();
  const { userId } = useInstallationsViewer();
  // Read afresh each time the dialog opens: another device may have registered units meanwhile. Offline, the serials
  // start from the card's (what this device last read); what changed meanwhile comes back as a conflict to choose on.
  const online = useOnline();
  const saved = useQuery({
    queryKey: installationKeys.units(userId, card.id),
    queryFn: () => installationsApi.units(card.id),
    gcTime: 0,
    retry: online ? 3 : false,
  });
  return (
    <Modal open={open} onClose={onClose} title={t('title', { id: card.id })} size="lg">
      {saved.data ? (
        <SerialsForm
          installationId={card.id}
          saved={saved.data}
          signed={card.signature.signedVersion !== null}
          keepsOffline
          save={async (body) => {
            const result = await onSiteApi.saveUnits(userId!, card, body);
            return result.queued ? null : result.data;
          }}
          onSaved={async (set) => {
            // Kept on this device: the card's section of waiting changes shows it; nothing to read again yet.
            if (set) await refresh(card.id);
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
