import { useTranslations } from 'next-intl';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/feature-icons';
import { OpeningHours } from '@/components/ui/opening-hours';
import { mapLink } from '@/lib/map-links';
import { telHref } from '@/contracts/site-contacts';
import type { ServicePoint } from '../cities';

export function ServicePointCard({ point }: { point: ServicePoint }) {
  const t = useTranslations('pages.place');
  const titleId = `point-${point.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{point.city}</p>
      <h3 id={titleId} className="mt-1 text-lg font-semibold text-slate-900">
        {point.name}
      </h3>
      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <div className="space-y-3">
          <p className="flex gap-2 text-slate-700">
            <MapPinIcon className="size-5 shrink-0 text-brand-600" />
            <span>
              {point.address}
              <br />
              <a href={mapLink(point)} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
                {t('showOnMap')}
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            </span>
          </p>
          <p className="flex gap-2">
            <PhoneIcon className="size-5 shrink-0 text-brand-600" />
            <a href={telHref(point.phone)} className="font-medium whitespace-nowrap text-slate-900 hover:text-brand-700 hover:underline">
              {point.phone}
            </a>
          </p>
        </div>
        <div className="flex gap-2">
          <ClockIcon className="size-5 shrink-0 text-brand-600" />
          <div>
            <p className="sr-only">{t('hours')}</p>
            <OpeningHours hours={point.hours} />
          </div>
        </div>
      </div>
      <p className="sr-only">{t('servicesLabel')}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {point.services.map((service) => (
          <li key={service} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-100">
            {t(`services.${service}`)}
          </li>
        ))}
      </ul>
    </article>
  );
}
