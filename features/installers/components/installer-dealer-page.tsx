'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListStates, StatusPill } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { installersApi } from '../api/installers-api';
import { useServerEvent } from '@/lib/realtime/use-server-event';
import { useInstallerId } from '../hooks';
import { installerKeys } from '../keys';
import { DealerApplyDialog } from './dealer-apply-dialog';

/** /dealer for an installer: the dealer they work for and the change-dealer request with its status. */
export function InstallerDealerPage() {
  const t = useTranslations('installers.dealer');
  const format = useFormatter();
  const userId = useInstallerId();
  const [applying, setApplying] = useState(false);
  const dealer = useQuery({ queryKey: installerKeys.dealer(userId), queryFn: installersApi.dealer, enabled: Boolean(userId) });
  // A decision (the dealer's, support's) arrives as a notification: the page follows without a reload.
  useServerEvent('new_notification', () => void dealer.refetch());

  const body = (
    <ListStates query={dealer} loading={t('loading')} rows={2} failed={t('loadFailed')}>
      {({ dealer: company, status, request }) => (
        <>
          <section aria-labelledby="my-dealer" className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 id="my-dealer" className="text-lg font-semibold text-slate-900">
              {company ? company.name : t('noDealer')}
            </h2>
            {company && (
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm wide:grid-cols-2">
                {company.dealerCode && (
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{t('code')}:</dt>
                    <dd className="text-slate-800">{company.dealerCode}</dd>
                  </div>
                )}
                <div className="flex gap-1">
                  <dt className="text-slate-500">{t('phone')}:</dt>
                  <dd className="text-slate-800">
                    <a href={`tel:+${company.phone}`} className="text-brand-700 underline">
                      +{company.phone}
                    </a>
                  </dd>
                </div>
                {company.email && (
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{t('email')}:</dt>
                    <dd className="text-slate-800">{company.email}</dd>
                  </div>
                )}
              </dl>
            )}
          </section>
          <section aria-labelledby="dealer-change" className="rounded-2xl bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="dealer-change" className="text-lg font-semibold text-slate-900">
                {t('changeTitle')}
              </h2>
              <StatusPill value={status}>{t(`statuses.${status}`)}</StatusPill>
            </div>
            {request ? (
              <dl className="mt-3 space-y-1 text-sm">
                <div className="flex flex-wrap gap-1">
                  <dt className="text-slate-500">{t('requestTo')}:</dt>
                  <dd className="text-slate-800">
                    {request.dealerName} ({request.dealerCode}), {format.dateTime(new Date(request.createdAt), { dateStyle: 'medium' })}
                  </dd>
                </div>
                {request.comment && (
                  <div className="flex flex-wrap gap-1">
                    <dt className="text-slate-500">{t('reason')}:</dt>
                    <dd className="text-slate-800">{request.comment}</dd>
                  </div>
                )}
                {request.reason && (
                  <div className="flex flex-wrap gap-1">
                    <dt className="text-slate-500">{t('dealerAnswer')}:</dt>
                    <dd className="text-slate-800">{request.reason}</dd>
                  </div>
                )}
              </dl>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t('changeText')}</p>
            )}
            {status !== 'SENT' && (
              <Button className="mt-4" onClick={() => setApplying(true)}>
                {t('apply')}
              </Button>
            )}
          </section>
        </>
      )}
    </ListStates>
  );
  return (
    <ProPage title={t('title')}>
      {body}
      <DealerApplyDialog open={applying} onClose={() => setApplying(false)} />
    </ProPage>
  );
}
