'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dropzone } from '@/components/upload/dropzone';
import type { AcceptedType } from '@/components/upload/file-category';

/** What a browser shows as it is (a raw camera file is a photo, but no page can show it). */
const PHOTO_TYPES: AcceptedType[] = ['image/jpeg', 'image/png', 'image/gif'];

type Props = {
  /** The saved cover's address, if any. */
  current: string | null;
  /** undefined: unchanged; a temporary upload's path: the new cover; null: removed. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  /** Changes after a save, so that the uploaded file leaves the zone. */
  round: number;
};

/** The article's cover photo: the saved one (removable), or one photo to upload in its place. */
export function CoverField({ current, value, onChange, onBusyChange, error, round }: Props) {
  const t = useTranslations('admin.news');
  const shown = value === undefined ? current : null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('fields.cover')}</legend>
      {shown ? (
        <div className="flex flex-wrap items-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the photo just saved, shown as it is */}
          <img src={shown} alt={t('fields.coverCurrent')} className="h-24 w-40 rounded-xl object-cover" />
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t('fields.coverRemove')}
          </Button>
        </div>
      ) : (
        <>
          {value === null && current && <p className="text-sm text-slate-600">{t('fields.coverRemoved')}</p>}
          <Dropzone
            key={round}
            accept={PHOTO_TYPES}
            maxFiles={1}
            label={t('fields.coverUpload')}
            onBusyChange={onBusyChange}
            onChange={(paths) => onChange(paths[0] ?? (current ? null : undefined))}
          />
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
