import { useTranslations } from 'next-intl';
import type { OpeningHours as Hours } from '@/contracts/site-contacts';

/** Opening hours as a compact description list: "Mon–Fri 09:00–19:00, Sat …, Sun closed". */
export function OpeningHours({ hours, className = '' }: { hours: Hours; className?: string }) {
  const t = useTranslations('pages.common.hours');
  const days = [
    ['weekdays', hours.weekdays],
    ['saturday', hours.saturday],
    ['sunday', hours.sunday],
  ] as const;
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 ${className}`}>
      {days.map(([day, span]) => (
        <div key={day} className="contents">
          <dt className="text-slate-500">{t(day)}</dt>
          <dd className={`tabular-nums ${span ? 'text-slate-800' : 'text-slate-500'}`}>{span ? `${span.from}–${span.to}` : t('closed')}</dd>
        </div>
      ))}
    </dl>
  );
}
