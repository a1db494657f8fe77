'use client';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatMeasure } from '@/contracts/commissioning';
import type { Lang } from '@/contracts/common';
import { DevicePhoto } from './device-photo';
import { quantityOf, type VersionView } from '@/lib/offline/versions';

/** Photos on this device or at the API, with their count. */
function PhotoGrid({ photos }: { photos: NonNullable<VersionView['photos']> }) {
  const t = useTranslations('shell.offline');
  const format = useFormatter();
  return (
    <div>
      <p className="text-sm text-slate-600">{t('photoCount', { count: photos.length })}</p>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {photos.map((photo, i) => (
          <DevicePhoto key={photo.key} src={photo.src} alt={t('photoAlt', { n: format.number(i + 1) })} />
        ))}
      </div>
    </div>
  );
}

/** One side of a conflict: serials, photos, a visit's report or a unit's commissioning values (the card's page has their texts). */
export function VersionViewList({ view }: { view: VersionView }) {
  const t = useTranslations('shell.offline');
  const tMeasure = useTranslations('commissioning.measure');
  const tUnit = useTranslations('units');
  const lang = useLocale() as Lang;
  if (view.serials) {
    return view.serials.length ? (
      <ul className="space-y-1 font-mono text-sm">
        {view.serials.map((serial) => (
          <li key={serial} className="break-all">
            {serial}
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-sm text-slate-600">{t('noneYet')}</p>
    );
  }
  if (view.works !== undefined) {
    return (
      <div className="space-y-2">
        <p className="text-sm">{t('visitWorks', { count: view.works })}</p>
        <PhotoGrid photos={view.photos ?? []} />
      </div>
    );
  }
  if (view.photos) return <PhotoGrid photos={view.photos} />;
  if (view.values) {
    return view.values.length ? (
      <dl className="space-y-1 text-sm">
        {view.values.map(({ key, si }) => (
          <div key={key} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-600">{tMeasure(key)}</dt>
            <dd className="font-medium">{formatMeasure(lang, quantityOf(key), si, (unit) => tUnit(unit))}</dd>
          </div>
        ))}
      </dl>
    ) : (
      <p className="text-sm text-slate-600">{t('noneYet')}</p>
    );
  }
  return null;
}
