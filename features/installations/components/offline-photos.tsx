'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DevicePhotoPicker, outboxFileOf } from '@/components/offline/device-photo-picker';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { MAX_PHOTOS, type InstallationCard } from '@/contracts/installations';
import { failureMessage } from '@/lib/api/errors';
import { onSiteApi } from '../api/on-site';

/**
 * Photos of the work taken without a network (ADR 0055): kept on this device with the job and uploaded and attached in
 * order when the network returns; the card marks them as waiting to sync.
 */
export function OfflinePhotos({ card, userId, onDone }: { card: InstallationCard; userId: number; onDone: () => void }) {
  const t = useTranslations('installations.photos');
  const [files, setFiles] = useState<File[]>([]);
  const keep = useMutation({
    mutationFn: () => onSiteApi.queuePhotos(userId, card, files.map(outboxFileOf)),
    onSuccess: onDone,
  });
  return (
    <div className="space-y-4">
      <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">{t('offlineNote')}</p>
      <DevicePhotoPicker files={files} onChange={setFiles} max={MAX_PHOTOS} />
      <ErrorAlert message={failureMessage(keep.error)} />
      <Button className="w-full" disabled={files.length === 0} loading={keep.isPending} onClick={() => keep.mutate()}>
        {t('keepOnDevice')}
      </Button>
    </div>
  );
}
