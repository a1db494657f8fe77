'use client';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Dashboard } from '@/contracts/dashboard';
import { workOrderTypes } from '@/contracts/constants';

// The chart library loads with a dashboard only, never with the pages around it.
const chartSpace = (height: number) =>
  function ChartSpace() {
    return <div aria-hidden className="animate-pulse rounded-xl bg-slate-100" style={{ height }} />;
  };
const MonthsChart = dynamic(() => import('./months-chart'), { ssr: false, loading: chartSpace(260) });
const GradesChart = dynamic(() => import('./grades-chart'), { ssr: false, loading: chartSpace(220) });

/** One number of the dashboard with what it counts. */
function Figure({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
      {note && <dd className="mt-1 text-sm text-slate-600">{note}</dd>}
    </div>
  );
}

/** A chart with its numbers as a table a screen reader (or anyone) can read: the chart itself is a picture, hidden from assistive technology and out of the tab order. */
function ChartSection({ id, title, chart, table }: { id: string; title: string; chart: ReactNode; table: ReactNode }) {
  const t = useTranslations('dashboard');
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div aria-hidden className="mt-3">
        {chart}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand-700 underline">{t('asTable')}</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </section>
  );
}

const cell = 'px-2 py-1 text-right tabular-nums';

/** The dashboard's numbers: the figures, jobs per month by kind, time to completion, grades. */
export function DashboardFigures({ data }: { data: Dashboard }) {
  const t = useTranslations('dashboard');
  const format = useFormatter();
  const number = (n: number) => format.number(n);
  const decimal = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  const days = (n: number | null) => (n === null ? t('none') : t('days', { days: n, shown: format.number(n, { maximumFractionDigits: 1 }) }));
  const monthLabel = (month: string) => format.dateTime(new Date(`${month}-01T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const kinds = Object.fromEntries(workOrderTypes.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<(typeof workOrderTypes)[number], string>;
  const registered = data.months.reduce((sum, m) => sum + m.INSTALLATION + m.SERVICE + m.PREVENTION, 0);

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 wide:grid-cols-5">
        <Figure testId="figure-registered" label={t('figures.registered')} value={number(registered)} />
        <Figure
          testId="figure-completed"
          label={t('figures.completed')}
          value={number(data.completion.count)}
          note={t('figures.median', { days: days(data.completion.medianDays) })}
        />
        <Figure
          testId="figure-grade"
          label={t('figures.grade')}
          value={data.grades.averageWork === null ? t('none') : decimal(data.grades.averageWork)}
          note={t('figures.grades', { count: data.grades.count, shown: number(data.grades.count) })}
        />
        <Figure testId="figure-overdue" label={t('figures.overdue')} value={number(data.maintenanceOverdue.count)} />
        <Figure testId="figure-expiring" label={t('figures.expiring')} value={number(data.certificationsExpiring.count)} />
      </dl>

      <ChartSection
        id="dashboard-months"
        title={t('months.title')}
        chart={<MonthsChart months={data.months} kinds={kinds} monthLabel={monthLabel} formatNumber={number} />}
        table={
          <table className="w-full min-w-max" data-testid="months-table">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="px-2 py-1 text-left font-medium">
                  {t('months.month')}
                </th>
                {workOrderTypes.map((kind) => (
                  <th key={kind} scope="col" className={`${cell} font-medium`}>
                    {kinds[kind]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.months.map((m) => (
                <tr key={m.month} className="border-t border-slate-100" data-month={m.month}>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {monthLabel(m.month)}
                  </th>
                  {workOrderTypes.map((kind) => (
                    <td key={kind} className={cell}>
                      {number(m[kind])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <div className="grid gap-4 wide:grid-cols-2">
        <section aria-labelledby="dashboard-completion" className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="dashboard-completion" className="text-lg font-semibold text-slate-900">
            {t('completion.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('completion.count', { count: data.completion.count, shown: number(data.completion.count) })}</p>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-center" data-testid="completion">
            {(
              [
                ['average', data.completion.averageDays],
                ['median', data.completion.medianDays],
                ['p90', data.completion.p90Days],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t(`completion.${key}`)}</dt>
                <dd className="mt-1 font-semibold text-slate-900">{days(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <ChartSection
          id="dashboard-grades"
          title={t('grades.title')}
          chart={
            <GradesChart
              grades={data.grades}
              labels={{ work: t('grades.work'), communication: t('grades.communication'), rating: (rating) => t('grades.rating', { rating }) }}
              formatNumber={number}
            />
          }
          table={
            <table className="w-full" data-testid="grades-table">
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="px-2 py-1 text-left font-medium">
                    {t('grades.grade')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('grades.work')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('grades.communication')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[5, 4, 3, 2, 1].map((rating) => (
                  <tr key={rating} className="border-t border-slate-100">
                    <th scope="row" className="px-2 py-1 text-left font-normal">
                      {t('grades.rating', { rating })}
                    </th>
                    <td className={cell}>{number(data.grades.work[rating - 1])}</td>
                    <td className={cell}>{number(data.grades.communication[rating - 1])}</td>
                  </tr>
                ))}
                <tr className="border-t border-slate-200 font-medium">
                  <th scope="row" className="px-2 py-1 text-left">
                    {t('grades.average')}
                  </th>
                  <td className={cell}>{data.grades.averageWork === null ? t('none') : decimal(data.grades.averageWork)}</td>
                  <td className={cell}>{data.grades.averageCommunication === null ? t('none') : decimal(data.grades.averageCommunication)}</td>
                </tr>
              </tbody>
            </table>
          }
        />
      </div>
    </>
  );
}
