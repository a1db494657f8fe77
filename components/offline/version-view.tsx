'use client';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatMeasure } from '@/contracts/commissioning';
import type { Lang } from '@/contracts/common';
import { DevicePhoto } from './device-photo';
import { quantityOf, stepFieldLabels, type VersionView } from '@/lib/offline/versions';

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

/** A wizard step's fields: an option by its name (as the API's read named it), yes or no, or "not specified". */
function StepFields({ fields, names = {} }: { fields: NonNullable<VersionView['fields']>; names?: Record<string, string> }) {
  const t = useTranslations('installations.wizard');
  const shown = (value: string | number | boolean | null) =>
    value === null || value === ''
      ? t('details.notSaid')
      : typeof value === 'boolean'
        ? t(value ? 'details.yes' : 'details.no')
        : (names[value] ?? String(value));
  return (
    <dl className="space-y-1 text-sm">
      {fields.map(({ key, value }) => (
        <div key={key} className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-slate-600">{t(stepFieldLabels[key])}</dt>
          <dd className="break-words font-medium">{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One side of a conflict: serials, photos, a visit's report, a unit's commissioning values or a wizard step's fields
 * (the card's page has their texts); `names` names the options of a step's fields on either side.
 */
export function VersionViewList({ view, names }: { view: VersionView; names?: Record<string, string> }) {
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
  if (view.fields) return <StepFields fields={view.fields} names={names ?? view.names} />;
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
