'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parse } from 'date-fns';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useMemo } from 'react';
import { ListStates } from '@/components/ui/list-states';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useIsMobile } from '@/lib/use-media-query';
import { calendarApi, calendarKeys } from '../api/calendar-api';
import { calendarSearch, parseCalendarState, type CalendarState } from '../state';
import { DayEntries } from './day-entries';
import { FeedPanel } from './feed-panel';
import { MonthGrid, type DayCounts } from './month-grid';
import { MonthList } from './month-list';
import { useCalendarViewer } from './use-calendar-viewer';

function CalendarView() {
  const t = useTranslations('calendar');
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const isMobile = useIsMobile();
  const userId = useCalendarViewer();
  const state = parseCalendarState(params, new Date());
  const year = state.month.getFullYear();
  const monthNumber = state.month.getMonth() + 1;
  const go = (next: CalendarState) => router.replace(`${pathname}?${calendarSearch(next)}`, { scroll: false });

  const month = useQuery({
    queryKey: calendarKeys.month(userId, year, monthNumber),
    queryFn: () => calendarApi.month(year, monthNumber),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const counts = useMemo(() => new Map<string, DayCounts>((month.data?.days ?? []).map((d) => [d.date, d])), [month.data]);

  const onMonthChange = (next: Date) => go({ month: next, day: null });

  return (
    <ListStates query={month} look="block" loading={t('month.loading')} failed={t('month.failed')} retry={t('month.retry')}>
      {({ days }) =>
        isMobile ? (
          <MonthList
            month={state.month}
            selected={state.day}
            days={days.map((d) => ({ date: parse(d.date, 'yyyy-MM-dd', new Date()), counts: d }))}
            onMonthChange={onMonthChange}
            onSelect={(day) => go({ month: state.month, day })}
          />
        ) : (
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] items-start gap-6">
            <div className="rounded-2xl border border-slate-200 bg-white p-4" aria-busy={month.isPlaceholderData || undefined}>
              <MonthGrid
                month={state.month}
                selected={state.day}
                counts={counts}
                onMonthChange={onMonthChange}
                onSelect={(day) => go({ month: state.month, day })}
              />
            </div>
            {state.day ? <DayEntries day={state.day} /> : <p className="rounded-2xl bg-slate-100 p-4 text-slate-600">{t('day.choose')}</p>}
          </div>
        )
      }
    </ListStates>
  );
}

/** /calendar (guards `unauthorized`, `installer`): the month with what is planned each day, the day's entries and the ICS feed. */
export function CalendarPage() {
  const t = useTranslations('calendar');
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 wide:px-6 wide:py-10">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 wide:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
      </div>
      <Suspense fallback={<div aria-busy="true" className="h-96 animate-pulse rounded-2xl bg-slate-200/70" />}>
        <CalendarView />
      </Suspense>
      <FeedPanel />
    </main>
  );
}
