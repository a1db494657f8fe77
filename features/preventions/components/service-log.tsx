'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { InstallationCard } from '@/contracts/installations';
import { dayOf } from './planned-visit';

/** The maintenance tab of the card: each unit (by serial) with its last and next maintenance and its service log. */
export function ServiceLog({ card }: { card: InstallationCard }) {
  const t = useTranslations('preventions.log');
  const format = useFormatter();
  const day = (date: string | null) => (date ? format.dateTime(dayOf(date), { dateStyle: 'medium' }) : '—');
  const units = card.equipment.products.flatMap((product) => product.units.map((unit) => ({ ...unit, product: product.name })));
  if (units.length === 0) return <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{t('noUnits')}</p>;
  return (
    <ul className="space-y-3">
      {units.map((unit) => (
        <li key={unit.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-medium text-slate-900">
            <span className="font-mono">{unit.serial}</span> · {unit.product}
          </h3>
          <p className="text-sm text-slate-600">
            {t('lastVisit', { date: day(unit.preventedAt) })} · {t('nextDue', { date: day(unit.maintenanceDueAt) })}
          </p>
          {unit.serviceLog.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">{t('empty')}</p>
          ) : (
            <ol aria-label={t('label', { serial: unit.serial })} className="mt-2 space-y-2">
              {unit.serviceLog.map((visit) => (
                <li key={visit.preventionId} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <p className="font-medium text-slate-900">
                    <time dateTime={visit.date}>{day(visit.date)}</time>
                    {visit.installer && <> · {visit.installer.fullName}</>}
                  </p>
                  <ul className="mt-1 list-disc pl-5 text-slate-700">
                    {visit.works.map((work) => (
                      <li key={work.id}>
                        {work.name}
                        {work.value !== null && (
                          <>
                            : {format.number(work.value)} {work.unit}
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ServiceLogTitle() {
  return useTranslations('preventions.log')('tab');
}
