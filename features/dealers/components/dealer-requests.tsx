'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { EmptyState, LoadFailed, LoadingRows, StatusPill } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { DEALER_REQUESTS_PER_PAGE, type DealerRequest, type DealerRequestKind } from '@/contracts/dealers';
import { failureMessage } from '@/lib/api/errors';
import { dealersApi, type RequestsQuery } from '../api/dealers-api';
import { useDealerUserId } from '../hooks';
import { dealerKeys } from '../keys';
import { ReasonDialog } from './reason-dialog';
import { StatusFilter } from './status-filter';

const statuses = ['SENT', 'ACCEPTED', 'DECLINED', 'BLOCKED'] as const;

function RequestItem({ request, canDecide }: { request: DealerRequest; canDecide: boolean }) {
  const t = useTranslations('dealers.requests');
  const format = useFormatter();
  const userId = useDealerUserId();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'decline' | 'block' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dealerKeys.all(userId) });
  const accept = useMutation({ mutationFn: () => dealersApi.accept(request.id), onSuccess: refresh });
  const who = `${request.user.fullName}`;
  const rows: [string, string | null][] = [
    [t('phone'), `+${request.user.phone}`],
    [t('supplier'), request.supplier],
    [t('region'), request.region?.name ?? null],
    [t('certificationType'), request.certificationType?.name ?? null],
    [t('lastJobLicense'), request.lastJobLicense],
    [t('currentDealer'), request.currentDealerName],
    [t('comment'), request.comment],
    [t('answer'), request.reason],
  ];
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm" aria-label={who} data-testid="dealer-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{who}</h3>
        <div className="flex items-center gap-2">
          <span className="text-sm text-slate-500">{format.dateTime(new Date(request.createdAt), { dateStyle: 'medium' })}</span>
          <StatusPill value={request.status}>{t(`statuses.${request.status}`)}</StatusPill>
        </div>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm wide:grid-cols-2">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-1">
              <dt className="text-slate-500">{label}:</dt>
              <dd className="text-slate-800">{value}</dd>
            </div>
          ))}
      </dl>
      {request.status === 'SENT' && canDecide && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('decide', { name: who })}>
          <Button onClick={() => accept.mutate()} loading={accept.isPending}>
            {t('accept')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('decline')}>
            {t('decline')}
          </Button>
          <Button variant="ghost" onClick={() => setDialog('block')}>
            {t('block')}
          </Button>
        </div>
      )}
      <div className="mt-2">
        <ErrorAlert message={failureMessage(accept.error)} />
      </div>
      <ReasonDialog
        open={dialog === 'decline'}
        onClose={() => setDialog(null)}
        title={t('declineTitle', { name: who })}
        submit={t('decline')}
        onSubmit={async (reason) => {
          await dealersApi.decline(request.id, reason);
          await refresh();
        }}
      />
      <ReasonDialog
        open={dialog === 'block'}
        optional
        onClose={() => setDialog(null)}
        title={t('blockTitle', { name: who })}
        submit={t('block')}
        onSubmit={async (reason) => {
          await dealersApi.block(request.id, reason);
          await refresh();
        }}
      />
    </li>
  );
}

/** The requests addressed to the dealer (installer requests or dealer changes), by status, ten a page; a deputy decides, an assistant reads. */
export function DealerRequests({ kind, canDecide }: { kind: DealerRequestKind; canDecide: boolean }) {
  const t = useTranslations('dealers.requests');
  const userId = useDealerUserId();
  const [status, setStatus] = useState<(typeof statuses)[number]>('SENT');
  const [page, setPage] = useState(1);
  const query: RequestsQuery = { kind, status, page, perPage: DEALER_REQUESTS_PER_PAGE };
  const list = useQuery({ queryKey: dealerKeys.requests(userId, query), queryFn: () => dealersApi.requests(query), enabled: Boolean(userId), placeholderData: keepPreviousData });

  let body;
  if (list.isPending) body = <LoadingRows label={t('loading')} rows={2} />;
  else if (list.isError) body = <LoadFailed message={t('loadFailed')} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0) body = <EmptyState title={t('empty')} />;
  else
    body = (
      <>
        <ul className="space-y-3">
          {list.data.data.map((request) => (
            <RequestItem key={request.id} request={request} canDecide={canDecide} />
          ))}
        </ul>
        <Pagination type="button" total={list.data.total} perPage={DEALER_REQUESTS_PER_PAGE} currentPage={list.data.currentPage} onChange={setPage} label={t('paging')} />
      </>
    );

  return (
    <div className="space-y-3">
      <StatusFilter
        label={t('statusFilter')}
        statuses={statuses}
        value={status}
        nameOf={(value) => t(`statusTabs.${value}`)}
        tone="raised"
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {body}
    </div>
  );
}
