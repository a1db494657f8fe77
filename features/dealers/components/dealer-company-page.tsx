'use client';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ListStates } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { Link } from '@/i18n/navigation';
import { dealersApi } from '../api/dealers-api';
import { useDealerUserId } from '../hooks';
import { dealerKeys } from '../keys';
import { DealerRequests } from './dealer-requests';
import { displayPhone } from '@/lib/phone';
import { pages } from '@/contracts/pages';

/**
 * /dealer for a dealer (and deputy, assistant): the company (GET /web/dealers/info), the incoming installer and dealer-change
 * requests, then its `numbers` (the dashboard, composed in app/).
 */
export function DealerCompanyPage({ numbers }: { numbers?: ReactNode }) {
  const t = useTranslations('dealers.company');
  const format = useFormatter();
  const userId = useDealerUserId();
  const info = useQuery({ queryKey: dealerKeys.info(userId), queryFn: dealersApi.info, enabled: Boolean(userId) });

  const tabClass =
    'min-h-10 rounded-full px-4 text-sm font-medium data-selected:bg-brand-600 data-selected:text-white bg-white text-slate-700 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <ProPage title={t('title')}>
      <ListStates query={info} loading={t('loading')} rows={2} failed={t('loadFailed')}>
        {(company) => (
          <>
            <section aria-labelledby="company" className="rounded-2xl bg-white p-5 shadow-sm">
              <h2 id="company" className="text-lg font-semibold text-slate-900">
                {company.name}
              </h2>
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm wide:grid-cols-2">
                {company.dealerCode && (
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{t('code')}:</dt>
                    <dd className="text-slate-800">{company.dealerCode}</dd>
                  </div>
                )}
                <div className="flex gap-1">
                  <dt className="text-slate-500">{t('phone')}:</dt>
                  <dd className="text-slate-800">{displayPhone(company.phone)}</dd>
                </div>
                {company.email && (
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{t('email')}:</dt>
                    <dd className="text-slate-800">{company.email}</dd>
                  </div>
                )}
                {company.address && (
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{t('address')}:</dt>
                    <dd className="text-slate-800">{company.address}</dd>
                  </div>
                )}
                <div className="flex gap-1">
                  <dt className="text-slate-500">{t('installers')}:</dt>
                  <dd className="text-slate-800">
                    <Link href={pages.installers()} className="text-brand-700 underline">
                      {format.number(company.installersCount)}
                    </Link>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-slate-500">{t('pending')}:</dt>
                  <dd className="text-slate-800">{format.number(company.pendingRequestsCount)}</dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="requests" className="space-y-3">
              <h2 id="requests" className="text-lg font-semibold text-slate-900">
                {t('requests')}
              </h2>
              {!company.canDecide && (
                <p role="note" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {t('readOnly')}
                </p>
              )}
              <TabGroup>
                <TabList aria-label={t('requests')} className="flex gap-2 overflow-x-auto">
                  <Tab className={tabClass}>{t('installerRequests')}</Tab>
                  <Tab className={tabClass}>{t('dealerChanges')}</Tab>
                </TabList>
                <TabPanels className="mt-3">
                  <TabPanel>
                    <DealerRequests kind="INSTALLER" canDecide={company.canDecide} />
                  </TabPanel>
                  <TabPanel>
                    <DealerRequests kind="DEALER_CHANGE" canDecide={company.canDecide} />
                  </TabPanel>
                </TabPanels>
              </TabGroup>
            </section>
            {numbers}
          </>
        )}
      </ListStates>
    </ProPage>
  );
}
