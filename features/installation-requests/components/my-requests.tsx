'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { INSTALLATION_REQUESTS_PER_PAGE } from '@/contracts/constants';
import { Link } from '@/i18n/navigation';
import { useViewer } from '@/lib/session/early-viewer';
import { requestKeys, requestsApi } from '../api';
import { LazyRequestDialog } from './lazy-dialog';
import { RequestStatusBadge } from './status-badge';
import { mayEnter } from '@/contracts/access';
import { pages } from '@/contracts/pages';

/**
 * Above the installations list: a client's "Request work" button and their requests with their state;
 * the way to the requests page for support and a dealer's people; nothing for other roles.
 */
export function RequestsPanel() {
  const t = useTranslations('installationRequests');
  const format = useFormatter();
  const user = useViewer();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const isClient = user?.role.name === 'USER';
  const list = useQuery({ queryKey: requestKeys.list(user?.id, page), queryFn: () => requestsApi.list({ page }), enabled: isClient });

  if (user && mayEnter(user.role.name, 'installationRequestBoard')) {
    return (
      <Link href={pages.installationRequests()} className={buttonClass('secondary', 'self-start')}>
        {t('support.open')}
      </Link>
    );
  }
  if (!isClient) return null;
  return (
    <section aria-labelledby="my-requests" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-requests" className="text-lg font-semibold text-slate-900">
          {t('list.title')}
        </h2>
        <Button onClick={() => setOpen(true)}>{t('requestWork')}</Button>
      </div>
      <ListStates
        query={list}
        look="inline"
        loading={t('list.loading')}
        retry={t('list.retry')}
        isEmpty={(p) => p.data.length === 0}
        empty={<p className="text-sm text-slate-600">{t('list.empty')}</p>}
      >
        {({ data, total }) => (
          <>
            <ul className="divide-y divide-slate-100">
              {data.map((r) => (
                <li key={r.id} className="flex flex-col gap-1 py-3" data-request={r.id}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">
                      {t('list.number', { number: r.id })} · {r.workOrderType.name} · {r.certificationType.name}
                    </span>
                    <RequestStatusBadge status={r.status} />
                  </div>
                  <span className="text-sm text-slate-600">{r.address}</span>
                  <span className="text-sm text-slate-500">
                    {t('list.sentAt', { date: format.dateTime(new Date(r.createdAt), { dateStyle: 'medium' }) })}
                    {r.preferredDate &&
                      ` · ${t('list.preferredDate', { date: format.dateTime(new Date(`${r.preferredDate}T12:00:00`), { dateStyle: 'medium' }) })}`}
                  </span>
                  {r.declineReason && <span className="text-sm text-red-700">{t('list.declineReason', { reason: r.declineReason })}</span>}
                  {r.createdInstallationId && (
                    <Link href={pages.installation(r.createdInstallationId)} className="text-sm font-medium text-brand-700 underline">
                      {t('list.installation', { number: r.createdInstallationId })}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            {total > INSTALLATION_REQUESTS_PER_PAGE && (
              <Pagination type="button" total={total} perPage={INSTALLATION_REQUESTS_PER_PAGE} currentPage={page} onChange={setPage} label={t('list.pages')} />
            )}
          </>
        )}
      </ListStates>
      {open && <LazyRequestDialog open onClose={() => setOpen(false)} />}
    </section>
  );
}
