'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { inputClass } from '@/components/ui/field-status-icon';
import { EmptyState, ListStates, StatusPill } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { ProPage } from '@/components/ui/pro-page';
import { CERTIFICATION_REQUESTS_PER_PAGE, type CertificationRequest } from '@/contracts/dealers';
import { INPUT_DEBOUNCE_MS } from '@/lib/constants';
import { failureMessage } from '@/lib/api/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { dealersApi, type CertificationRequestsQuery } from '../api/dealers-api';
import { useAdminId } from '../hooks';
import { dealerKeys } from '../keys';
import { ReasonDialog } from './reason-dialog';
import { StatusFilter } from './status-filter';
import { displayPhone } from '@/lib/phone';

const statuses = ['REQUEST', 'ACTIVE', 'DECLINED'] as const;

function RequestCard({ request }: { request: CertificationRequest }) {
  const t = useTranslations('dealers.support');
  const format = useFormatter();
  const userId = useAdminId();
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dealerKeys.certificationRequests(userId) });
  const accept = useMutation({ mutationFn: () => dealersApi.acceptCertification(request.id), onSuccess: refresh });
  const one = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const who = request.installer.fullName;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm" aria-label={who} data-testid="certification-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          {who} · {request.certificationType.name} · {request.level.name}
        </h2>
        <StatusPill value={request.status}>{t(`statuses.${request.status}`)}</StatusPill>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm wide:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('phone')}:</dt>
          <dd className="text-slate-800">{displayPhone(request.installer.phone)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('dealer')}:</dt>
          <dd className="text-slate-800">{request.installer.dealerName ?? t('noDealer')}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('currentLevel')}:</dt>
          <dd className="text-slate-800">{request.currentLevel?.name ?? t('noLevel')}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('applied')}:</dt>
          <dd className="text-slate-800">{format.dateTime(new Date(request.createdAt), { dateStyle: 'medium' })}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('completed')}:</dt>
          <dd className="text-slate-800">{format.number(request.completedInstallations)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('rating')}:</dt>
          <dd className="text-slate-800">
            {request.meanRating === null ? t('noRating') : t('ratingValue', { rating: one(request.meanRating), count: request.ratingsCount })}
          </dd>
        </div>
        {request.expiresAt && (
          <div className="flex gap-1">
            <dt className="text-slate-500">{t('expiresAt')}:</dt>
            <dd className="text-slate-800">{format.dateTime(new Date(`${request.expiresAt.slice(0, 10)}T12:00:00Z`), { dateStyle: 'medium' })}</dd>
          </div>
        )}
        {request.reason && (
          <div className="flex gap-1 wide:col-span-2">
            <dt className="text-slate-500">{t('reason')}:</dt>
            <dd className="text-slate-800">{request.reason}</dd>
          </div>
        )}
      </dl>
      {request.recentGrades.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-brand-700">{t('grades', { count: request.recentGrades.length })}</summary>
          <ul className="mt-2 space-y-1">
            {request.recentGrades.map((grade) => (
              <li key={grade.installationId} className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
                {t('grade', { id: grade.installationId, work: grade.workRating, communication: grade.communicationRating })}
                {grade.comment && <span className="block text-slate-600">{grade.comment}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
      {request.status === 'REQUEST' && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('decide', { name: who })}>
          <Button onClick={() => accept.mutate()} loading={accept.isPending}>
            {t('accept')}
          </Button>
          <Button variant="secondary" onClick={() => setDeclining(true)}>
            {t('decline')}
          </Button>
        </div>
      )}
      <div className="mt-2">
        <ErrorAlert message={failureMessage(accept.error)} />
      </div>
      <ReasonDialog
        open={declining}
        onClose={() => setDeclining(false)}
        title={t('declineTitle', { name: who })}
        submit={t('decline')}
        onSubmit={async (reason) => {
          await dealersApi.declineCertification(request.id, reason);
          await refresh();
        }}
      />
    </li>
  );
}

/** Support (ADMIN) decides the installers' certification applications, with their completed installations and grades in view. */
export function CertificationRequestsPage() {
  const t = useTranslations('dealers.support');
  const userId = useAdminId();
  const searchId = useId();
  const [status, setStatus] = useState<(typeof statuses)[number]>('REQUEST');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search.trim(), INPUT_DEBOUNCE_MS);
  const [searched, setSearched] = useState(typed);
  // A new search restarts at page 1 (React's "adjust state on prop change").
  if (searched !== typed) {
    setSearched(typed);
    setPage(1);
  }
  const query: CertificationRequestsQuery = { status, page, perPage: CERTIFICATION_REQUESTS_PER_PAGE, ...(typed ? { search: typed } : {}) };
  const list = useQuery({
    queryKey: dealerKeys.certificationRequests(userId, query),
    queryFn: () => dealersApi.certificationRequests(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });

  const body = (
    <ListStates query={list} loading={t('loading')} failed={t('loadFailed')} empty={<EmptyState title={t('empty')} />}>
      {(data) => (
        <>
          <ul className="space-y-3">
            {data.data.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
          <Pagination
            type="button"
            total={data.total}
            perPage={CERTIFICATION_REQUESTS_PER_PAGE}
            currentPage={data.currentPage}
            onChange={setPage}
            label={t('paging')}
          />
        </>
      )}
    </ListStates>
  );

  return (
    <ProPage title={t('title')}>
      <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
            {t('search')}
          </label>
          <input id={searchId} type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} className={inputClass()} />
        </div>
        <StatusFilter
          label={t('statusFilter')}
          statuses={statuses}
          value={status}
          nameOf={(value) => t(`statusTabs.${value}`)}
          tone="flat"
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      {body}
    </ProPage>
  );
}
