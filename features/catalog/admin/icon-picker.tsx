'use client';
import { useTranslations } from 'next-intl';
import { useDropzone } from 'react-dropzone';
import { GROUP_ICON_MAX_CHARS } from '@/contracts/catalog-import';

/** How a chosen SVG file's text is shown before it is sent (an image, so nothing in it runs). */
export const svgPreview = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * A group icon's SVG file, read in the browser and handed over as text (the API cleans and stores it); a file that is
 * no .svg or is too large is refused here with a message, before anything is sent.
 */
export function IconPicker({ label, onPick, disabled, error }: { label: string; onPick: (svg: string) => void; disabled?: boolean; error?: string }) {
  const t = useTranslations('admin.groups');
  const { getRootProps, getInputProps, fileRejections } = useDropzone({
    accept: { 'image/svg+xml': ['.svg'] },
    maxSize: GROUP_ICON_MAX_CHARS,
    multiple: false,
    disabled,
    onDropAccepted: async ([file]) => onPick(await file.text()),
  });
  const message =
    error ?? (fileRejections.length > 0 ? t('iconRejected', { name: fileRejections[0].file.name, size: GROUP_ICON_MAX_CHARS / 1000 }) : undefined);
  return (
    <div className="space-y-1">
      <div
        {...getRootProps({
          className:
            'inline-flex cursor-pointer items-center rounded-xl border border-dashed border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        })}
      >
        <input {...getInputProps({ 'aria-label': label })} />
        {label}
      </div>
      {message && (
        <p role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
