'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Dashboard } from '@/contracts/dashboard';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';

const day = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

/** A titled list of a dashboard with its count; `more` says how many the list leaves out. */
function NamedList({ id, title, count, empty, children }: { id: string; title: string; count: number; empty: string; children: ReactNode[] }) {
  const t = useTranslations('dashboard');
  const format = useFormatter();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100">{children}</ul>
          {count > children.length && <p className="mt-2 text-sm text-slate-600">{t('more', { count: format.number(count - children.length) })}</p>}
        </>
      )}
    </section>
  );
}

const JobLink = ({ id }: { id: number }) => {
  const t = useTranslations('dashboard');
  return (
    <Link href={pages.installation(id)} className="font-medium text-brand-700 underline">
      {t('job', { id })}
    </Link>
  );
};

/** The lowest grades of the period, the jobs overdue for maintenance and the certifications about to end. */
export function DashboardLists({ data }: { data: Dashboard }) {
  const t = useTranslations('dashboard');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(day(iso), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="grid gap-4 wide:grid-cols-3">
      <NamedList id="dashboard-lowest" title={t('lowest.title')} count={data.grades.lowest.length} empty={t('lowest.empty')}>
        {data.grades.lowest.map((g) => (
          <li key={g.installationId} className="space-y-1 py-2 text-sm" data-testid="lowest-grade">
            <p className="flex flex-wrap justify-between gap-2">
              <JobLink id={g.installationId} />
              <time dateTime={g.createdAt} className="text-slate-600">
                {date(g.createdAt)}
              </time>
            </p>
            <p className="text-slate-800">{t('lowest.ratings', { work: g.workRating, communication: g.communicationRating })}</p>
            <p className="text-slate-600">{g.installer?.name ?? t('noInstaller')}</p>
            {g.comment && <p className="text-slate-700 italic">“{g.comment}”</p>}
          </li>
        ))}
      </NamedList>
      <NamedList id="dashboard-overdue" title={t('overdue.title')} count={data.maintenanceOverdue.count} empty={t('overdue.empty')}>
        {data.maintenanceOverdue.items.map((job) => (
          <li key={job.installationId} className="space-y-1 py-2 text-sm" data-testid="overdue-job">
            <JobLink id={job.installationId} />
            <p className="text-slate-800">{job.address}</p>
            <p className="text-slate-600">{job.installer?.name ?? t('noInstaller')}</p>
            <p className="text-red-700">{t('overdue.since', { date: date(job.since) })}</p>
          </li>
        ))}
      </NamedList>
      <NamedList id="dashboard-expiring" title={t('expiring.title')} count={data.certificationsExpiring.count} empty={t('expiring.empty')}>
        {data.certificationsExpiring.items.map((c) => (
          <li key={`${c.installer.id}-${c.type}-${c.expiresAt}`} className="space-y-1 py-2 text-sm" data-testid="expiring-certification">
            <p className="font-medium text-slate-900">{c.installer.name}</p>
            <p className="text-slate-700">{t('expiring.level', { type: c.type, level: c.level })}</p>
            <p className="text-amber-800">{t('expiring.until', { date: date(c.expiresAt) })}</p>
          </li>
        ))}
      </NamedList>
    </div>
  );
}
