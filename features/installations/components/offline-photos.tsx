'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DevicePhoto } from '@/components/offline/device-photo';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { MAX_PHOTOS, type InstallationCard } from '@/contracts/installations';
import { failureMessage } from '@/lib/api/errors';
import { installationsApi } from '../api/installations-api';

/** A photo chosen without a network, shown from the device until it is uploaded. */
function Chosen({ file, onRemove, label }: { file: File; onRemove: () => void; label: string }) {
  return (
    <li className="space-y-1">
      <DevicePhoto src={file} alt={file.name} />
      <Button variant="ghost" className="w-full" onClick={onRemove} aria-label={label}>
        ×
      </Button>
    </li>
  );
}

/**
 * Photos taken without a network (ADR 0055): the camera or the gallery, kept on this device with the job and uploaded
 * and attached in order when the network returns; the card marks them as waiting to sync.
 */
export function OfflinePhotos({ card, userId, onDone }: { card: InstallationCard; userId: number; onDone: () => void }) {
  const t = useTranslations('installations.photos');
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const keep = useMutation({
    mutationFn: () =>
      installationsApi.queuePhotos(
        userId,
        card,
        files.map((file) => ({ name: file.name, type: file.type, blob: file })),
      ),
    onSuccess: onDone,
    // Kept on the device: react-query must not wait for the network (it pauses mutations while offline).
    networkMode: 'always',
  });
  return (
    <div className="space-y-4">
      <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">{t('offlineNote')}</p>
      <label
        htmlFor={inputId}
        className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border-2 border-dashed border-slate-300 px-4 py-6 font-medium text-brand-700 focus-within:ring-2 focus-within:ring-brand-500"
      >
        {t('takePhotos')}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          capture="environment"
          multiple
          className="sr-only"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            setFiles((current) => [...current, ...picked].slice(0, MAX_PHOTOS));
            event.target.value = '';
          }}
        />
      </label>
      {files.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {files.map((file, i) => (
            <Chosen
              key={`${file.name}-${i}`}
              file={file}
              label={t('removeChosen', { name: file.name })}
              onRemove={() => setFiles(files.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600" aria-live="polite">
        {files.length > 0 ? t('chosen', { count: files.length }) : t('none')}
      </p>
      <ErrorAlert message={failureMessage(keep.error)} />
      <Button className="w-full" disabled={files.length === 0} loading={keep.isPending} onClick={() => keep.mutate()}>
        {t('keepOnDevice')}
      </Button>
    </div>
  );
}
