'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dropzone } from '@/components/upload/dropzone';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { MAX_PHOTOS, type InstallationCard } from '@/contracts/installations';
import { failureMessage } from '@/lib/api/errors';
import { useOnline } from '@/lib/offline/use-online';
import { installationsApi } from '../api/installations-api';
import { useRefreshCard } from '../hooks/use-refresh-card';
import { useInstallationsViewer } from '../hooks/use-installations-viewer';
import { OfflinePhotos } from './offline-photos';

/** Photos a browser can show on the card. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * Add photos: the photos upload one at a time with their progress (components/upload),
 * then (once none is still uploading) POST /web/installations/{id}/photos attaches them and the card is shown again with them.
 */
export function PhotosDialog({ open, onClose, card }: { open: boolean; onClose: () => void; card: InstallationCard }) {
  const t = useTranslations('installations.photos');
  const refresh = useRefreshCard();
  const { userId } = useInstallationsViewer();
  const online = useOnline();
  const [paths, setPaths] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const add = useMutation({
    mutationFn: () => installationsApi.addPhotos(card.id, paths),
    onSuccess: async (updated) => {
      await refresh(card.id, updated);
      onClose();
    },
  });
  // Without a network (and nothing uploaded yet in this dialog) the photos are kept on this device to send later.
  if (!online && paths.length === 0 && !uploading && userId !== undefined) {
    return (
      <Modal open={open} onClose={onClose} title={t('title')} size="lg">
        <OfflinePhotos card={card} userId={userId} onDone={onClose} />
      </Modal>
    );
  }
  return (
    <Modal open={open} onClose={onClose} title={t('title')} size="lg">
      <div className="space-y-5">
        <p className="text-slate-700">{t('hint', { max: MAX_PHOTOS })}</p>
        <Dropzone onChange={setPaths} accept={PHOTO_TYPES} maxFiles={MAX_PHOTOS} onBusyChange={setUploading} disabled={add.isPending} />
        {/* "Choose at least one photo" only while nothing is chosen: files still uploading have the dropzone's own note. */}
        <p className="text-sm text-slate-600" aria-live="polite">
          {paths.length > 0 ? t('uploaded', { count: paths.length }) : uploading ? null : t('none')}
        </p>
        <ErrorAlert message={failureMessage(add.error)} />
        <Button className="w-full" disabled={paths.length === 0 || uploading} loading={add.isPending} onClick={() => add.mutate()}>
          {t('submit')}
        </Button>
      </div>
    </Modal>
  );
}
