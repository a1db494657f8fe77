'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { ListStates } from '@/components/ui/list-states';
import { Link } from '@/i18n/navigation';
import { displayPhone } from '@/lib/phone';
import { calendarApi, calendarKeys } from '../api/calendar-api';
import { dayKey } from '../state';
import { useCalendarViewer } from './use-calendar-viewer';
import { pages } from '@/contracts/pages';

const kindLook = { INSTALLATION: 'bg-brand-50 text-brand-700', PREVENTION: 'bg-emerald-50 text-emerald-800', LEAK_CHECK: 'bg-amber-50 text-amber-800' };

/**
 * The day view (GET /web/installers/calendar/day): each entry's time, kind, address, client (the phone as the phone
 * input writes it, to call) and a link to its card; a leak check due names its circuit's refrigerant and charge, and
 * says when it is overdue.
 */
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
      <ListStates
        query={entries}
        look="inline"
        loading={t('loading')}
        failed={t('failed')}
        retry={t('retry')}
        isEmpty={(day) => day.entries.length === 0}
        empty={<p className="rounded-2xl bg-slate-100 p-4 text-slate-600">{t('empty')}</p>}
      >
        {(data) => (
          <ol className="space-y-2">
            {data.entries.map((entry) => (
              <li
                key={`${entry.kind}-${entry.leakCheck?.circuitId ?? entry.preventionId ?? entry.installationId}`}
                className="rounded-2xl border border-slate-200 bg-white p-4 text-sm"
                data-kind={entry.kind}
              >
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{entry.time ?? t('allDay')}</span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${kindLook[entry.kind]}`}>{entry.kindName}</span>
                  {entry.done && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t('done')}</span>}
                  {entry.leakCheck?.overdue && <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">{t('overdue')}</span>}
                </p>
                <p className="mt-1 text-slate-800">{entry.address}</p>
                {entry.leakCheck && (
                  <p className="text-slate-600">{t('circuit', { refrigerant: entry.leakCheck.refrigerant, kg: entry.leakCheck.chargeKg })}</p>
                )}
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
                <Link
                  href={pages.installation(entry.installationId)}
                  className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                >
                  {t('open', { id: entry.installationId })}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </ListStates>
    </section>
  );
}
