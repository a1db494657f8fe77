'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { ErrorPopup } from '@/components/ui/error-popup';
import { Modal } from '@/components/ui/modal';
import { ProgressBar } from '@/components/ui/progress-bar';
import { limitSize, MAX_UPLOAD_FILES, UPLOAD_CATEGORY_MAX_BYTES, UPLOAD_MAX_FILE_BYTES, uploadAccept, type UploadCategory } from '@/contracts/upload-limits';
import { apiFailure } from '@/lib/api/errors';
import { fileSize } from '@/lib/file-size';
import { mediaUploadTypes, categoryOf, dropzoneAccept, type AcceptedType } from './file-category';
import { useUploadQueue, type QueueItem } from './use-upload-queue';

export type DropzoneProps = {
  /** Hears the temporary paths (POST /temp-files data.path) of the uploaded files, in list order, on every change. */
  onChange: (paths: string[]) => void;
  /** MIME types offered (default: every photo and video type: jpeg, png, gif, raw photos, mp4, quicktime, avi, wmv, mkv). */
  accept?: readonly AcceptedType[];
  /** Photos, files (videos) and documents together: building objects only; elsewhere a mix is refused (docs/api.md#uploads). */
  allowMixing?: boolean;
  /** At most this many files (default 10, docs/api.md#uploads). */
  maxFiles?: number;
  /**
   * The largest file (default 100*1024 MB, docs/api.md#uploads; 20 MB for object files); below it each category's own limit
   * applies (photos 100 MB, documents 20 MB: contracts/upload-limits.ts).
   */
  maxFileBytes?: number;
  /** The accessible name of the file picker (default: the drop hint). */
  label?: string;
  disabled?: boolean;
  /** Hears whether files are still waiting or uploading (a form waits for them before it sends the paths). */
  onBusyChange?: (busy: boolean) => void;
};

/** A refused upload that reads as "too large": 413, or a request the browser could not send ("Failed to fetch"). */
const tooLarge = (error: unknown) => {
  const { status, code } = apiFailure(error);
  return status === 413 || (status === undefined && code === 'ERR_NETWORK');
};

/** The API's reason for a refusal about room (413: a limit or the user's quota; 507: the server's disk), said after the popup's text. */
const roomReason = (error: unknown) => {
  const { status, reason } = apiFailure(error);
  return status === 413 || status === 507 ? reason : undefined;
};

/**
 * The upload field of installation photos, appeals and object documents: drop or pick files; they upload one
 * at a time in 10 MB chunks with a progress bar each, and can be removed (after a confirmation). The hint names
 * the largest file of each category. Errors: too large or unsendable → popup installer.fileTooLarge,
 * other failures → popup installer.fileUploadError (the file leaves the list), each followed by the limit or the
 * API's reason when there is one; too many files or a mix → a message under the zone.
 *
 *   <Dropzone onChange={(paths) => setValue('photos', paths)} accept={['image/jpeg', 'image/png']} />
 *
 * The parent sends the paths with its form; the API's `uploads.claim` turns them into the record's files.
 */
export function Dropzone({
  onChange,
  accept = mediaUploadTypes,
  allowMixing = false,
  maxFiles = MAX_UPLOAD_FILES,
  maxFileBytes = UPLOAD_MAX_FILE_BYTES,
  label,
  disabled,
  onBusyChange,
}: DropzoneProps) {
  const t = useTranslations('upload');
  const tInstaller = useTranslations('installer');
  const format = useFormatter();
  const [message, setMessage] = useState<string | null>(null);
  const [popup, setPopup] = useState<string | null>(null);
  const [removing, setRemoving] = useState<QueueItem | null>(null);
  const withReason = (text: string, reason: string | undefined) => (reason ? `${text}. ${reason}` : text);
  const queue = useUploadQueue({
    onChange,
    onFailure: (error) => setPopup(withReason(tInstaller(tooLarge(error) ? 'fileTooLarge' : 'fileUploadError'), roomReason(error))),
  });
  const busy = queue.items.some((item) => item.status !== 'done');
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const limitOf = (category: UploadCategory) => Math.min(maxFileBytes, UPLOAD_CATEGORY_MAX_BYTES[category]);
  const size = (bytes: number) => format.number(...limitSize(bytes));
  const offered = new Set(accept.map((type) => uploadAccept[type].category));
  const hint = allowMixing ? 'hintMixed' : offered.has('file') ? 'hint' : 'hintPhotos';
  const validator = (file: File) => {
    const category = categoryOf(file);
    // Also asked while files are dragged over, before their size is known.
    if (typeof file.size !== 'number' || !category || file.size <= limitOf(category)) return null;
    return { code: 'file-too-large', message: t('tooLarge', { name: file.name, category, size: size(limitOf(category)) }) };
  };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    setMessage(null);
    if (queue.items.length + accepted.length + rejected.length > maxFiles) return setMessage(t('tooMany', { max: maxFiles }));
    const overLimit = rejected.flatMap((r) => r.errors).find((e) => e.code === 'file-too-large');
    if (overLimit) setPopup(withReason(tInstaller('fileTooLarge'), overLimit.message));
    else if (rejected.length > 0) setMessage(t('typeRejected', { name: rejected[0].file.name }));
    const categories = new Set([...queue.items.map((i) => i.category), ...accepted.map(categoryOf)].filter(Boolean));
    if (!allowMixing && categories.size > 1) return setMessage(tInstaller('dropzone'));
    if (accepted.length > 0) queue.add(accepted);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: dropzoneAccept(accept),
    validator,
    minSize: 1,
    multiple: true,
    disabled,
    onDrop,
  });

  return (
    <div className="space-y-3">
      <div
        {...getRootProps({
          className: `cursor-pointer rounded-2xl border-2 border-dashed p-5 text-center transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 hover:border-brand-400'} ${disabled ? 'cursor-not-allowed opacity-60' : ''}`,
        })}
      >
        <input {...getInputProps({ 'aria-label': label ?? t('dropzone') })} />
        <p className="font-medium text-slate-800">{t('dropzone')}</p>
        <p className="mt-1 text-sm text-slate-500">
          {t(hint, { max: maxFiles, photoSize: size(limitOf('photo')), videoSize: size(limitOf('file')), documentSize: size(limitOf('document')) })}
        </p>
      </div>
      {busy && (
        <p role="status" className="text-sm text-slate-600">
          {t('busy')}
        </p>
      )}
      {message && (
        <p role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
      {queue.items.length > 0 && (
        <ul aria-label={t('files')} className="space-y-2">
          {queue.items.map((item) => {
            const percent = Math.round(item.progress * 100);
            return (
              <li key={item.key} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
                <div className="min-w-0 flex-1">
                  {/* A long name is cut with an ellipsis (the whole name in its title); the size and the state never are. */}
                  <p className="truncate text-sm font-medium text-slate-800" title={item.file.name}>
                    {item.file.name}
                  </p>
                  <p className="flex flex-wrap gap-x-1.5 text-xs leading-5 text-slate-500" data-testid="upload-state">
                    <span className="whitespace-nowrap">{format.number(...fileSize(item.file.size))}</span>
                    <span aria-hidden="true">·</span>
                    <span className="whitespace-nowrap">
                      {item.status === 'done' ? t('uploaded') : item.status === 'waiting' ? t('waiting') : `${percent}%`}
                    </span>
                  </p>
                  {item.status !== 'done' && <ProgressBar label={t('uploading', { name: item.file.name })} fraction={percent / 100} className="mt-2" />}
                </div>
                <button
                  type="button"
                  onClick={() => setRemoving(item)}
                  aria-label={t('remove', { name: item.file.name })}
                  className="shrink-0 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-red-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Modal open={removing !== null} onClose={() => setRemoving(null)} title={t('removeTitle')} size="sm">
        <p className="text-slate-700">{t('removeText', { name: removing?.file.name ?? '' })}</p>
        <div className="mt-6 flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={() => setRemoving(null)}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            className="flex-1"
            onClick={() => {
              if (removing) void queue.remove(removing.key);
              setRemoving(null);
            }}
          >
            {t('removeConfirm')}
          </Button>
        </div>
      </Modal>
      <ErrorPopup open={popup !== null} onClose={() => setPopup(null)} message={popup ?? undefined} />
    </div>
  );
}
