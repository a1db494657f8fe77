'use client';
import { addMonths } from 'date-fns';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { dayKey } from '../state';
import { DayEntries } from './day-entries';
import { leakChecksText, type DayCounts } from './month-grid';

type MonthListProps = {
  month: Date;
  selected: Date | null;
  days: { date: Date; counts: DayCounts }[];
  onMonthChange: (month: Date) => void;
  onSelect: (day: Date | null) => void;
};

/** The month at 980 px and narrower: the days that have something planned, each opening its entries in place. */
export function MonthList({ month, selected, days, onMonthChange, onSelect }: MonthListProps) {
  const t = useTranslations('calendar.month');
  const format = useFormatter();
  const monthName = format.dateTime(month, { month: 'long', year: 'numeric' });
  const today = dayKey(new Date());
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" aria-label={t('previous')} onClick={() => onMonthChange(addMonths(month, -1))}>
          <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </Button>
        <h2 className="text-lg font-semibold text-slate-900 first-letter:uppercase" aria-live="polite">
          {monthName}
        </h2>
        <Button variant="ghost" aria-label={t('next')} onClick={() => onMonthChange(addMonths(month, 1))}>
          <svg aria-hidden width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M9 6l6 6-6 6" />
          </svg>
        </Button>
      </div>
      {days.length === 0 ? (
        <p className="rounded-2xl bg-slate-100 p-4 text-slate-600">{t('empty')}</p>
      ) : (
        <ul aria-label={t('days', { month: monthName })} className="space-y-2">
          {days.map(({ date, counts }) => {
            const key = dayKey(date);
            const open = selected !== null && dayKey(selected) === key;
            return (
              <li key={key} data-day={key} className="space-y-2">
                <button
                  type="button"
                  aria-expanded={open}
                  onClick={() => onSelect(open ? null : date)}
                  className={`flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl border px-4 py-2 text-left ${open ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
                >
                  <span className="block font-medium text-slate-900 first-letter:uppercase">
                    {format.dateTime(date, { weekday: 'short', day: 'numeric', month: 'short' })}
                  </span>
                  <span className="flex flex-col items-end text-xs">
                    {counts.installations > 0 && <span className="text-brand-700">{t('installations', { count: counts.installations })}</span>}
                    {counts.preventions > 0 && <span className="text-emerald-800">{t('preventions', { count: counts.preventions })}</span>}
                    {counts.leakChecks > 0 && (
                      <span className={counts.leakChecksOverdue ? 'font-medium text-red-700' : 'text-amber-800'}>{leakChecksText(t, counts)}</span>
                    )}
                  </span>
                  {key === today && <span className="sr-only">{` (${t('today')})`}</span>}
                </button>
                {open && (
                  <div className="pl-2">
                    <DayEntries day={date} headingLevel={3} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
