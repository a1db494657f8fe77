'use client';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatMeasure } from '@/contracts/commissioning';
import type { Lang } from '@/contracts/common';
import { DevicePhoto } from './device-photo';
import { quantityOf, type VersionView } from '@/lib/offline/versions';

/** One side of a conflict: serials, photos or a unit's commissioning values (the card's page has their texts). */
export function VersionViewList({ view }: { view: VersionView }) {
  const t = useTranslations('shell.offline');
  const tMeasure = useTranslations('commissioning.measure');
  const tUnit = useTranslations('units');
  const lang = useLocale() as Lang;
  const format = useFormatter();
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
  if (view.photos) {
    return (
      <div>
        <p className="text-sm text-slate-600">{t('photoCount', { count: view.photos.length })}</p>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {view.photos.map((photo, i) => (
            <DevicePhoto key={photo.key} src={photo.src} alt={t('photoAlt', { n: format.number(i + 1) })} />
          ))}
        </div>
      </div>
    );
  }
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
