'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dropzone } from '@/components/upload/dropzone';
import type { AcceptedType } from '@/components/upload/file-category';
import { PRODUCT_PHOTOS_MAX, type AdminProduct } from '@/contracts/catalog-import';

/** What a browser shows as it is (a camera's raw file is a photo, but no page can show it). */
const PHOTO_TYPES: AcceptedType[] = ['image/jpeg', 'image/png', 'image/gif'];

type Props = {
  saved: AdminProduct['photos'];
  /** Hears the photos in the shop's order: kept ones by key, new ones by their temporary upload's path. */
  onChange: (refs: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  /** Changes after a save, so that the uploaded files leave the zone. */
  round: number;
};

/** A product's photos: the saved ones (moved earlier or removed), then new ones uploaded after them. */
export function ProductPhotos({ saved, onChange, onBusyChange, error, round }: Props) {
  const t = useTranslations('admin.products.photos');
  const [kept, setKept] = useState(saved);
  const [added, setAdded] = useState<string[]>([]);
  const change = (nextKept: AdminProduct['photos'], nextAdded: string[]) => {
    setKept(nextKept);
    setAdded(nextAdded);
    onChange([...nextKept.map((photo) => photo.key), ...nextAdded]);
  };
  const move = (i: number) => change([...kept.slice(0, i - 1), kept[i], kept[i - 1], ...kept.slice(i + 1)], added);
  return (
    <fieldset className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-slate-900">{t('title')}</legend>
      <ol aria-label={t('saved')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {kept.map((photo, i) => (
          <li key={photo.key} className="space-y-2 rounded-xl ring-1 ring-slate-200 p-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the catalogue's own photo */}
            <img src={photo.url} alt={t('photo', { number: i + 1 })} className="aspect-square w-full rounded-lg object-contain" />
            <div className="flex flex-wrap gap-1">
              {i > 0 && (
                <Button variant="ghost" className="px-2 text-sm" onClick={() => move(i)} aria-label={t('earlierOf', { number: i + 1 })}>
                  ←
                </Button>
              )}
              <Button
                variant="ghost"
                className="px-2 text-sm"
                disabled={kept.length + added.length <= 1}
                onClick={() =>
                  change(
                    kept.filter((_, j) => j !== i),
                    added,
                  )
                }
                aria-label={t('removeOf', { number: i + 1 })}
              >
                {t('remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Dropzone
        key={round}
        accept={PHOTO_TYPES}
        maxFiles={Math.max(1, PRODUCT_PHOTOS_MAX - kept.length)}
        label={t('upload')}
        onBusyChange={onBusyChange}
        onChange={(paths) => change(kept, paths)}
      />
      <p className="text-sm text-slate-600">{t('hint')}</p>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
