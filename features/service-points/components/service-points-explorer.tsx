'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { cityMarkersOf, type ServicePoint } from '../cities';
import { ServicePointCard } from './service-point-card';
import { UkraineMap } from './ukraine-map';

/** The service points as a list with a city filter and as a map whose city markers set the same filter. */
export function ServicePointsExplorer({ points }: { points: ServicePoint[] }) {
  const t = useTranslations('pages.place');
  const selectId = useId();
  const [city, setCity] = useState<string | null>(null);
  const visible = city ? points.filter((p) => p.city === city) : points;
  const markers = cityMarkersOf(points).map((m) => ({ ...m, name: m.city, label: t('markerLabel', { city: m.city, count: m.count }) }));

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 wide:grid-cols-[minmax(0,11fr)_minmax(0,9fr)] wide:px-6 wide:py-12">
      <section aria-labelledby="place-map" className="self-start rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 wide:sticky wide:top-6 wide:p-6">
        <h2 id="place-map" className="text-xl font-semibold text-slate-900">
          {t('mapTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('mapHint')}</p>
        <div className="mt-4">
          <UkraineMap markers={markers} title={t('mapTitle')} selected={city} onSelect={(next) => setCity(next === city ? null : next)} />
        </div>
      </section>

      <section aria-labelledby="place-list">
        <h2 id="place-list" className="text-xl font-semibold text-slate-900">
          {t('listTitle')}
        </h2>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
              {t('filterLabel')}
            </label>
            <select
              id={selectId}
              value={city ?? ''}
              onChange={(e) => setCity(e.target.value || null)}
              className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 shadow-sm focus:border-brand-500"
            >
              <option value="">{t('allCities')}</option>
              {markers.map(({ city: name }) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          {city && (
            <button type="button" onClick={() => setCity(null)} className="min-h-11 rounded-xl px-4 text-sm font-medium text-brand-700 hover:bg-brand-50">
              {t('showAll')}
            </button>
          )}
        </div>
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('found', { count: visible.length })}
        </p>
        <ul className="mt-3 space-y-4">
          {visible.map((point) => (
            <li key={point.id}>
              <ServicePointCard point={point} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
