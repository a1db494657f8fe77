'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { createContext, use } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useDayPickerLocale } from '@/components/ui/day-picker-locale';
import { dayKey } from '../state';

export type DayCounts = { installations: number; preventions: number; leakChecks: number; leakChecksOverdue: boolean };

/** The day's leak checks due, in the words of the count: overdue ones say so. */
export const leakChecksText = (t: (key: 'leakChecks' | 'leakChecksOverdue', values: { count: number }) => string, c: DayCounts) =>
  t(c.leakChecksOverdue ? 'leakChecksOverdue' : 'leakChecks', { count: c.leakChecks });

const CountsContext = createContext<Map<string, DayCounts>>(new Map());

/** A day of the grid: its number and what is planned (the button's name, set by DayPicker, says it with the full date). */
function CountedDayButton({ day, modifiers, className: _className, ...button }: DayButtonProps) {
  const t = useTranslations('calendar.month');
  const counts = use(CountsContext).get(dayKey(day.date));
  const state = modifiers.selected
    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
    : modifiers.today
      ? 'border-brand-300 bg-white'
      : 'border-slate-200 bg-white hover:border-brand-300';
  return (
    <button
      {...button}
      className={`flex h-full min-h-20 w-full flex-col items-start gap-1 rounded-lg border p-1.5 text-left focus-visible:outline-2 focus-visible:outline-brand-600 ${state}`}
    >
      <span aria-hidden className={`text-sm ${modifiers.today ? 'font-bold text-brand-700' : 'font-medium text-slate-800'}`}>
        {day.date.getDate()}
      </span>
      {/* Spaces between the parts (a flex box shows none): the button's text reads "13 1 visit", part of its name, not "131 visit". */}{' '}
      {counts?.installations ? (
        <span aria-hidden className="rounded bg-brand-50 px-1 text-xs text-brand-700" data-count="installations">
          {t('installations', { count: counts.installations })}
        </span>
      ) : null}{' '}
      {counts?.preventions ? (
        <span aria-hidden className="rounded bg-emerald-50 px-1 text-xs text-emerald-800" data-count="preventions">
          {t('preventions', { count: counts.preventions })}
        </span>
      ) : null}{' '}
      {counts?.leakChecks ? (
        <span
          aria-hidden
          className={`rounded px-1 text-xs ${counts.leakChecksOverdue ? 'bg-red-50 font-medium text-red-700' : 'bg-amber-50 text-amber-800'}`}
          data-count="leakChecks"
        >
          {leakChecksText(t, counts)}
        </span>
      ) : null}
    </button>
  );
}

type MonthGridProps = {
  month: Date;
  selected: Date | null;
  counts: Map<string, DayCounts>;
  onMonthChange: (month: Date) => void;
  onSelect: (day: Date) => void;
};

/**
 * The month grid (wide screens): DayPicker's grid, with its keyboard (arrows between days, PageUp/PageDown
 * between months, Home/End within a week) and the number of installations, visits and leak checks due in each day.
 */
export function MonthGrid({ month, selected, counts, onMonthChange, onSelect }: MonthGridProps) {
  const t = useTranslations('calendar.month');
  const format = useFormatter();
  const locale = useDayPickerLocale();
  // The name starts with what the button shows, its number and what is planned (the visible text must be
  // part of the name, WCAG 2.5.3), then gives the full date.
  const dayName = (day: Date, today: boolean) => {
    const c = counts.get(dayKey(day));
    const planned = [
      c?.installations ? t('installations', { count: c.installations }) : null,
      c?.preventions ? t('preventions', { count: c.preventions }) : null,
      c?.leakChecks ? leakChecksText(t, c) : null,
    ].filter(Boolean);
    const date = format.dateTime(day, { dateStyle: 'full' });
    return `${[day.getDate(), ...(planned.length ? planned : [t('nothing')])].join(', ')}: ${today ? `${date} (${t('today')})` : date}`;
  };
  return (
    <CountsContext value={counts}>
      <DayPicker
        mode="single"
        required
        locale={locale}
        weekStartsOn={1}
        month={month}
        onMonthChange={onMonthChange}
        selected={selected ?? undefined}
        onSelect={(day) => onSelect(day)}
        showOutsideDays={false}
        components={{ DayButton: CountedDayButton }}
        labels={{
          labelNext: () => t('next'),
          labelPrevious: () => t('previous'),
          labelDayButton: (date, modifiers) => dayName(date, Boolean(modifiers.today)),
        }}
        className="rdp-root [--rdp-accent-color:var(--color-brand-600)]"
        classNames={{
          months: 'relative',
          month: 'w-full',
          month_grid: 'mt-2 w-full table-fixed border-collapse',
          weekday: 'py-2 text-xs font-medium uppercase text-slate-500',
          day: 'p-0.5 align-top',
          selected: '',
          today: '',
        }}
      />
    </CountsContext>
  );
}
