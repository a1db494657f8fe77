import { useFormatter, useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { warrantyUnitSchema } from '@/contracts/installations';

export type WarrantyUnit = z.infer<typeof warrantyUnitSchema>;

/** `yyyy-MM-dd` as a calendar day (no time zone shift). */
export const dayOf = (value: string) => new Date(`${value}T12:00:00Z`);

/** One unit as the public may see it: product, model, serial, warranty end, settlement. No personal data. */
export function WarrantyUnitCard({ unit }: { unit: WarrantyUnit }) {
  const t = useTranslations('warranty');
  const format = useFormatter();
  const date = (value: string) => format.dateTime(dayOf(value), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={unit.serial}>
      <h3 className="text-base font-semibold text-slate-900">{unit.product}</h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-500">{t('unit.model')}</dt>
        <dd className="font-medium text-slate-900">{unit.model ?? '—'}</dd>
        <dt className="text-slate-500">{t('unit.serial')}</dt>
        <dd className="font-mono break-all text-slate-900">{unit.serial}</dd>
        <dt className="text-slate-500">{t('unit.completedAt')}</dt>
        <dd className="text-slate-900">{date(unit.completedAt)}</dd>
        {unit.city && (
          <>
            <dt className="text-slate-500">{t('unit.city')}</dt>
            <dd className="text-slate-900">{unit.city}</dd>
          </>
        )}
        <dt className="text-slate-500">{t('unit.until')}</dt>
        <dd className={unit.valid ? 'font-semibold text-emerald-700' : 'font-semibold text-amber-700'}>
          {t(unit.valid ? 'unit.validUntil' : 'unit.expiredOn', { date: date(unit.guaranteeExpiredAt) })}
          {unit.extended && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">{t('unit.extended')}</span>}
        </dd>
      </dl>
    </article>
  );
}
