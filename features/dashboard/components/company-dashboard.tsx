'use client';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { LoadingRows } from '@/components/ui/list-states';
import { DashboardView } from './dashboard-view';

/** The dealer's own numbers, a section of /dealer (a dealer, its deputy and assistant). */
export function CompanyDashboard() {
  const t = useTranslations('dashboard');
  return (
    <section aria-labelledby="company-dashboard" className="space-y-3">
      <h2 id="company-dashboard" className="text-lg font-semibold text-slate-900">
        {t('companyTitle')}
      </h2>
      <Suspense fallback={<LoadingRows label={t('loading')} />}>
        <DashboardView companyFilter={false} />
      </Suspense>
    </section>
  );
}
