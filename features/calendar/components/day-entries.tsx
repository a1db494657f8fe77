'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { displayPhone } from '@/lib/phone';
import { calendarApi, calendarKeys } from '../api/calendar-api';
import { dayKey } from '../state';
import { useCalendarViewer } from './use-calendar-viewer';

/** The day view (GET /web/installers/calendar/day): each entry's time, kind, address, client (the phone as the phone input writes it, to call) and a link to its card. */
export function DayEntries({ day, headingLevel = 2 }: { day: Date; headingLevel?: 2 | 3 }) {
  const t = useTranslations('calendar.day');
  const format = useFormatter();
  const userId = useCalendarViewer();
  const key = dayKey(day);
  const entries = useQuery({
    queryKey: calendarKeys.day(userId, key),
    queryFn: () => calendarApi.day(day.getFullYear(), day.getMonth() + 1, day.getDate()),
    enabled: Boolean(userId),
    staleTime: 0,
  });
  const Heading = `h${headingLevel}` as const;
  const title = t('entries', { date: format.dateTime(day, { dateStyle: 'long' }) });

  return (
    <section aria-label={title} className="space-y-3">
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {entries.isPending ? (
        <div aria-busy="true" aria-label={t('loading')} className="h-28 animate-pulse rounded-2xl bg-slate-200/70" />
      ) : entries.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl bg-white p-4 text-slate-700 shadow-sm">
          <p>{t('failed')}</p>
          <Button variant="secondary" onClick={() => void entries.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : entries.data.entries.length === 0 ? (
        <p className="rounded-2xl bg-slate-100 p-4 text-slate-600">{t('empty')}</p>
      ) : (
        <ol className="space-y-2">
          {entries.data.entries.map((entry) => (
            <li key={`${entry.kind}-${entry.preventionId ?? entry.installationId}`} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm" data-kind={entry.kind}>
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{entry.time ?? t('allDay')}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${entry.kind === 'PREVENTION' ? 'bg-emerald-50 text-emerald-800' : 'bg-brand-50 text-brand-700'}`}>{entry.kindName}</span>
                {entry.done && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('done')}</span>}
              </p>
              <p className="mt-1 text-slate-800">{entry.address}</p>
              <p className="text-slate-600">
                {t.rich('client', {
                  name: entry.client.fullName,
                  phone: displayPhone(entry.client.phone),
                  tel: (chunks) => (
                    <a href={`tel:+${entry.client.phone}`} className="whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline">
                      {chunks}
                    </a>
                  ),
                })}
              </p>
              <Link href={`/installations/${entry.installationId}`} className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline">
                {t('open', { id: entry.installationId })}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
