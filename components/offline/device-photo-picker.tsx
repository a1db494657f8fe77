'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { DevicePhoto } from './device-photo';

/**
 * Photos taken or chosen without a network (ADR 0055): the camera or the gallery, shown from the device, to be kept with
 * a change in the outbox and uploaded when the network returns (the upload queue needs the network for each file).
 */
export function DevicePhotoPicker({ files, onChange, max }: { files: File[]; onChange: (files: File[]) => void; max: number }) {
  const t = useTranslations('shell.offline');
  const inputId = useId();
  return (
    <div className="space-y-3">
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
            onChange([...files, ...Array.from(event.target.files ?? [])].slice(0, max));
            event.target.value = '';
          }}
        />
      </label>
      {files.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="space-y-1">
              <DevicePhoto src={file} alt={file.name} />
              <Button
                variant="ghost"
                className="w-full"
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                aria-label={t('removePhoto', { name: file.name })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('photosChosen', { count: files.length })}
      </p>
    </div>
  );
}

/** A chosen photo as the outbox keeps it. */
export const outboxFileOf = (file: File) => ({ name: file.name, type: file.type, blob: file });
