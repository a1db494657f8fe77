'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { FAULT_REPORT_MAX_PHOTOS, FAULT_REPORT_PHOTO_MAX_BYTES } from '@/contracts/installation-requests';
import { limitSize } from '@/contracts/upload-limits';

const ACCEPT = { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/heic': [], 'image/heif': [] };

/**
 * Up to three photos of the fault, picked or dropped, each shown with a way to take it out again. They are sent with
 * the report itself (the reporter has no account to upload them to beforehand); the form shows the upload's progress.
 */
export function FaultPhotos({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean }) {
  const t = useTranslations('warranty.fault');
  const format = useFormatter();
  const [message, setMessage] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const size = format.number(...limitSize(FAULT_REPORT_PHOTO_MAX_BYTES));

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: FAULT_REPORT_PHOTO_MAX_BYTES,
    minSize: 1,
    multiple: true,
    disabled: disabled || files.length >= FAULT_REPORT_MAX_PHOTOS,
    onDrop: (accepted, rejected) => {
      setMessage(null);
      if (files.length + accepted.length > FAULT_REPORT_MAX_PHOTOS) return setMessage(t('photosTooMany', { max: FAULT_REPORT_MAX_PHOTOS }));
      const refused = rejected[0];
      if (refused)
        setMessage(
          refused.errors.some((e) => e.code === 'file-too-large')
            ? t('photoTooLarge', { name: refused.file.name, size })
            : t('photoType', { name: refused.file.name }),
        );
      if (accepted.length) onChange([...files, ...accepted]);
    },
  });

  return (
    <div className="space-y-3">
      <div
        {...getRootProps({
          className: `cursor-pointer rounded-2xl border-2 border-dashed p-4 text-center transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 hover:border-brand-400'}`,
        })}
      >
        <input {...getInputProps({ 'aria-label': t('photos') })} />
        <p className="font-medium text-slate-800">{t('photos')}</p>
        <p className="mt-1 text-sm text-slate-500">{t('photosHint', { max: FAULT_REPORT_MAX_PHOTOS, size })}</p>
      </div>
      {message && (
        <p role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
      {files.length > 0 && (
        <ul aria-label={t('chosen')} className="flex flex-wrap gap-3">
          {files.map((file, i) => (
            <li key={previews[i]} className="w-28 space-y-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- an object URL of a file on this device */}
              <img src={previews[i]} alt={file.name} className="size-28 rounded-xl object-cover ring-1 ring-slate-200" />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                aria-label={t('removePhoto', { name: file.name })}
                className="min-h-11 w-full text-sm font-medium text-red-700 hover:underline disabled:opacity-50"
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
