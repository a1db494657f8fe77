'use client';
import { useTranslations } from 'next-intl';
import { Dropzone } from '@/components/upload/dropzone';
import type { AcceptedType } from '@/components/upload/file-category';
import { OBJECT_FILE_MAX_BYTES, uploadAccept } from '@/contracts/upload-limits';

/** A product's own video plays in every browser only as an MP4; a download is any document (PDF, office, CAD). */
const ACCEPT = {
  video: ['video/mp4'],
  document: (Object.keys(uploadAccept) as AcceptedType[]).filter((type) => uploadAccept[type].category === 'document'),
} satisfies Record<string, AcceptedType[]>;

/**
 * One file uploaded through the upload protocol (chunks, progress) for a video's or a download's address: once it is
 * there, its temporary path becomes the address, and the API makes it the product's own file when the details are saved.
 */
export function MediaUpload({
  kind,
  label,
  onUploaded,
  onBusyChange,
}: {
  kind: keyof typeof ACCEPT;
  label: string;
  onUploaded: (path: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useTranslations('admin.products');
  return (
    <div className="space-y-1">
      <Dropzone
        accept={ACCEPT[kind]}
        maxFiles={1}
        maxFileBytes={kind === 'document' ? OBJECT_FILE_MAX_BYTES : undefined}
        label={label}
        onBusyChange={onBusyChange}
        onChange={([path]) => path && onUploaded(path)}
      />
      <p className="text-sm text-slate-600">{t(kind === 'video' ? 'videoUploadHint' : 'fileUploadHint')}</p>
    </div>
  );
}
