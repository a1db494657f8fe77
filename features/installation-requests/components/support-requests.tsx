'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { INSTALLATION_REQUESTS_PER_PAGE, installationRequestStatuses } from '@/contracts/constants';
import type { InstallationRequest, InstallationRequestStatus } from '@/contracts/installation-requests';
import { Link, useRouter } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { useSessionStore } from '@/lib/session/session-store';
import { showErrorPopup } from '@/lib/stores/modal-store';
import { requestKeys, requestsApi } from '../api';
import { DeclineDialog } from './decline-dialog';
import { PhoneLink } from './phone-link';
import { RequestPhotos } from './request-photos';
import { RequestStatusBadge } from './status-badge';
import { mayEnter } from '@/contracts/access';
import { pages } from '@/contracts/pages';

/**
 * The requests for work (/installations/requests), newest first, by status: support sees all, and can decline each open
 * one with a reason or turn it into an installation (taken, then the wizard opens prefilled); a dealer's people read
 * those about their company's installations (faults reported from unit labels among them).
 */
export function SupportRequests() {
  const t = useTranslations('installationRequests.support');
  const user = useSessionStore((s) => s.user);
  const sessionReady = useSessionStore((s) => s.status === 'ready');
  const queryClient = useQueryClient();
  const router = useRouter();
  const filterId = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InstallationRequestStatus | undefined>();
  const [declining, setDeclining] = useState<InstallationRequest | null>(null);
  const allowed = user !== null && user !== undefined && mayEnter(user.role.name, 'installationRequestBoard');
  const list = useQuery({ queryKey: requestKeys.list(user?.id, page, status), queryFn: () => requestsApi.list({ page, status }), enabled: allowed });
  const reload = () => queryClient.invalidateQueries({ queryKey: requestKeys.all(user?.id) });
  const take = useMutation({
    mutationFn: requestsApi.take,
    // Support registers the installation for the request in the new-installation wizard, step 1 prefilled.
    onSuccess: (r) => router.push(pages.newInstallation({ request: r.id })),
    onError: (error) => {
      showErrorPopup(failureMessage(error) ?? '');
      void reload();
    },
  });

  if (!sessionReady)
    return (
      <p role="status" className="text-slate-500">
        {t('loading')}
      </p>
    );
  if (!allowed) return <p role="alert">{t('notAllowed')}</p>;
  return (
    <div className="space-y-5">
      <p className="text-slate-600">{t(user.role.name === 'ADMIN' ? 'intro' : 'dealerIntro')}</p>
      <div className="max-w-xs" id={filterId}>
        <SelectField
          label={t('filter')}
          placeholder={t('all')}
          value={status ?? ''}
          options={installationRequestStatuses.map((s) => ({ value: s, name: t(`status.${s}`) }))}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as InstallationRequestStatus | undefined);
            setPage(1);
          }}
        />
      </div>
      <ListStates
        query={list}
        look="inline"
        loading={t('loading')}
        retry={t('retry')}
        isEmpty={(p) => p.data.length === 0}
        empty={<p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('empty')}</p>}
      >
        {({ data, total }) => (
          <>
            <ul className="space-y-3">
              {data.map((r) => (
                <SupportRequestItem
                  key={r.id}
                  request={r}
                  onTake={() => take.mutate(r.id)}
                  taking={take.isPending && take.variables === r.id}
                  onDecline={() => setDeclining(r)}
                />
              ))}
            </ul>
            {total > INSTALLATION_REQUESTS_PER_PAGE && (
              <Pagination type="button" total={total} perPage={INSTALLATION_REQUESTS_PER_PAGE} currentPage={page} onChange={setPage} label={t('pages')} />
            )}
          </>
        )}
      </ListStates>
      {declining && (
        <DeclineDialog
          number={declining.id}
          onClose={() => setDeclining(null)}
          onDecline={async (reason) => {
            await requestsApi.decline(declining.id, reason);
            await reload();
          }}
        />
      )}
    </div>
  );
}

function SupportRequestItem({
  request: r,
  onTake,
  taking,
  onDecline,
}: {
  request: InstallationRequest;
  onTake: () => void;
  taking: boolean;
  onDecline: () => void;
}) {
  const t = useTranslations('installationRequests.support');
  const format = useFormatter();
  const headingId = `request-${r.id}`;
  return (
    <li aria-labelledby={headingId} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-request={r.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {t('number', { number: r.id })} · {r.workOrderType.name} · {r.certificationType.name}
        </h2>
        <RequestStatusBadge status={r.status} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm wide:grid-cols-[max-content_1fr]">
        {r.client && (
          <>
            <dt className="text-slate-500">{t('client')}</dt>
            <dd>
              {r.client.fullName}, <PhoneLink phone={r.client.phone} />
            </dd>
          </>
        )}
        {r.reporter && (
          <>
            <dt className="text-slate-500">{t('reporter')}</dt>
            <dd>
              {r.reporter.name}, <PhoneLink phone={r.reporter.phone} />
            </dd>
          </>
        )}
        {r.unit && (
          <>
            <dt className="text-slate-500">{t('unit')}</dt>
            <dd>
              {t('unitValue', { product: r.unit.model ? `${r.unit.product} (${r.unit.model})` : r.unit.product, serial: r.unit.serial })}
              <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">{t('fromLabel')}</span>
            </dd>
          </>
        )}
        <dt className="text-slate-500">{t('address')}</dt>
        <dd>{r.address}</dd>
        <dt className="text-slate-500">{t('sentAt')}</dt>
        <dd>{format.dateTime(new Date(r.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        {r.preferredDate && (
          <>
            <dt className="text-slate-500">{t('preferredDate')}</dt>
            <dd>{format.dateTime(new Date(`${r.preferredDate}T12:00:00`), { dateStyle: 'medium' })}</dd>
          </>
        )}
        {r.installationId && (
          <>
            <dt className="text-slate-500">{t('installation')}</dt>
            <dd>
              <Link href={pages.installation(r.installationId)} className="text-brand-700 underline">
                № {r.installationId}
              </Link>
            </dd>
          </>
        )}
        {r.comment && (
          <>
            <dt className="text-slate-500">{t('comment')}</dt>
            <dd className="whitespace-pre-line">{r.comment}</dd>
          </>
        )}
        {r.photos.length > 0 && (
          <>
            <dt className="text-slate-500">{t('photos')}</dt>
            <dd>
              <RequestPhotos request={r} />
            </dd>
          </>
        )}
        {r.declineReason && (
          <>
            <dt className="text-slate-500">{t('reason')}</dt>
            <dd className="text-red-700">{r.declineReason}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        {r.createdInstallationId !== null && (
          <Link
            href={r.status.value === 'DONE' ? pages.installation(r.createdInstallationId) : pages.newInstallation({ id: r.createdInstallationId })}
            className={buttonClass('secondary')}
          >
            {t(r.status.value === 'DONE' ? 'openInstallation' : 'continueWizard')}
          </Link>
        )}
        {r.canBeTaken && r.createdInstallationId === null && (
          <Button onClick={onTake} loading={taking} aria-describedby={headingId}>
            {t('createInstallation')}
          </Button>
        )}
        {r.canBeDeclined && (
          <Button variant="secondary" onClick={onDecline} aria-describedby={headingId}>
            {t('decline')}
          </Button>
        )}
      </div>
    </li>
  );
}
