'use client';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { LoadingRows } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { DashboardView } from './dashboard-view';

/** /admin/dashboard: support's numbers of the whole network, or of one company chosen in the filter. */
export function NetworkDashboardPage() {
  const t = useTranslations('dashboard');
  return (
    <ProPage title={t('title')}>
      <Suspense fallback={<LoadingRows label={t('loading')} />}>
        <DashboardView companyFilter />
      </Suspense>
    </ProPage>
  );
}
