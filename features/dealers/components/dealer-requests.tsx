'use client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ListStates, StatusPill } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { DEALER_REQUESTS_PER_PAGE, type DealerRequest, type DealerRequestKind } from '@/contracts/dealers';
import { displayPhone } from '@/lib/phone';
import { dealersApi, type RequestsQuery } from '../api/dealers-api';
import { useDealerUserId } from '../hooks';
import { dealerKeys } from '../keys';
import { ReasonDialog } from './reason-dialog';
import { StatusFilter } from './status-filter';

const statuses = ['SENT', 'ACCEPTED', 'DECLINED', 'BLOCKED'] as const;
type Decision = 'accept' | 'decline' | 'block';
const doneText = { accept: 'accepted', decline: 'declined', block: 'blocked' } as const;
/** How long a decided request waits for its dialog to give the focus back before the list drops it anyway. */
const SETTLE_FALLBACK_MS = 1000;

/**
 * One request. Every decision asks first, naming the person and what it does (accept: a confirmation; decline and
 * block: the reason dialog). A decided request leaves the list only once its dialog has closed and given the focus
 * back to the button that opened it (Headless UI), and `onDecided` then moves the focus to the list's notice: the
 * focus never falls on a button the list has dropped.
 */
function RequestItem({ request, canDecide, onDecided }: { request: DealerRequest; canDecide: boolean; onDecided: (id: number, notice: string) => void }) {
  const t = useTranslations('dealers.requests');
  const format = useFormatter();
  const [dialog, setDialog] = useState<Decision | null>(null);
  const settled = useRef<string | null>(null);
  const who = request.user.fullName;
  const settle = (decision: Decision) => {
    settled.current = t(doneText[decision], { name: who });
  };
  // Kept after the first flush: on a slow device the fallback may fire before the dialog gives the focus back to this
  // request's buttons, and that late focus must go on to the notice too, not stay on a button the list then drops.
  const flush = () => {
    if (settled.current) onDecided(request.id, settled.current);
  };
  const close = () => {
    setDialog(null);
    if (settled.current) window.setTimeout(flush, SETTLE_FALLBACK_MS);
  };
  const acceptText = [
    request.kind === 'INSTALLER'
      ? t('acceptInstaller', { name: who })
      : request.currentDealerName
        ? t('acceptMoveFrom', { name: who, current: request.currentDealerName })
        : t('acceptMove', { name: who }),
    request.kind === 'INSTALLER' && request.certificationType ? t('acceptCertification', { type: request.certificationType.name }) : null,
    t('noUndo'),
  ]
    .filter(Boolean)
    .join(' ');
  const rows: [string, string | null][] = [
    [t('phone'), displayPhone(request.user.phone)],
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
        // The dialogs give the focus back to the button that opened them: then the decision reaches the list.
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('decide', { name: who })} onFocus={flush}>
          <Button onClick={() => setDialog('accept')}>{t('accept')}</Button>
          <Button variant="secondary" onClick={() => setDialog('decline')}>
            {t('decline')}
          </Button>
          <Button variant="ghost" onClick={() => setDialog('block')}>
            {t('block')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={dialog === 'accept'}
        onClose={close}
        title={t('acceptTitle', { name: who })}
        text={acceptText}
        confirm={t('accept')}
        tone="primary"
        onConfirm={async () => {
          await dealersApi.accept(request.id);
          settle('accept');
        }}
      />
      <ReasonDialog
        open={dialog === 'decline'}
        onClose={close}
        title={t('declineTitle', { name: who })}
        text={t('declineText', { name: who })}
        submit={t('decline')}
        onSubmit={async (reason) => {
          await dealersApi.decline(request.id, reason);
          settle('decline');
        }}
      />
      <ReasonDialog
        open={dialog === 'block'}
        optional
        onClose={close}
        title={t('blockTitle', { name: who })}
        text={t('blockText', { name: who })}
        submit={t('block')}
        onSubmit={async (reason) => {
          await dealersApi.block(request.id, reason);
          settle('block');
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
  const list = useQuery({
    queryKey: dealerKeys.requests(userId, query),
    queryFn: () => dealersApi.requests(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  // What the last decision did: said (a live region) and focused, while the decided request leaves the list.
  const [notice, setNotice] = useState<{ id: number; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // The same request's notice again (its late focus, above) is focused again without a new announcement.
  const decided = (id: number, text: string) => {
    setNotice((previous) => (previous?.id === id ? { ...previous } : { id, text }));
    void queryClient.invalidateQueries({ queryKey: dealerKeys.all(userId) });
  };

  const body = (
    <ListStates query={list} loading={t('loading')} rows={2} failed={t('loadFailed')} empty={<EmptyState title={t('empty')} />}>
      {(data) => (
        <>
          <ul className="space-y-3">
            {data.data.map((request) => (
              <RequestItem key={request.id} request={request} canDecide={canDecide} onDecided={decided} />
            ))}
          </ul>
          <Pagination
            type="button"
            total={data.total}
            perPage={DEALER_REQUESTS_PER_PAGE}
            currentPage={data.currentPage}
            onChange={setPage}
            label={t('paging')}
          />
        </>
      )}
    </ListStates>
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
      <p ref={noticeRef} tabIndex={-1} role="status" className="text-sm font-medium text-emerald-800 focus:outline-none">
        {notice?.text}
      </p>
      {body}
    </div>
  );
}
