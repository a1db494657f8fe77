'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { CompanyFilter } from '@/components/company/company-filter';
import { ListStates } from '@/components/ui/list-states';
import { SelectField } from '@/components/ui/select-field';
import { usePathname, useRouter } from '@/i18n/navigation';
import { idIn } from '@/lib/list-address';
import { useAreaUserId } from '@/lib/session/session-store';
import { dashboardQueryOf } from '../query';
import { DEFAULT_PERIOD, monthsOf, periodIn, periods, type PeriodChoice } from '../period';
import { DashboardFigures } from './dashboard-figures';
import { DashboardLists } from './dashboard-lists';

/**
 * A dashboard (GET /web/dashboard) with its period and, for support, its company, both kept in the page's address
 * (`?period=last6&company=12`), so that a link shows the same numbers.
 */
export function DashboardView({ companyFilter }: { companyFilter: boolean }) {
  const t = useTranslations('dashboard');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  // Support and a dealer's people (area `dealerPages`); for anyone else nothing loads.
  const userId = useAreaUserId('dealerPages');
  const [now] = useState(() => new Date());
  const period = periodIn(params.get('period'));
  const company = companyFilter ? idIn(params.get('company')) : undefined;
  const dashboard = useQuery(dashboardQueryOf(userId, { ...monthsOf(period, now), ...(company ? { dealerId: company } : {}) }));

  const go = (next: { period?: PeriodChoice; company?: number }) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === DEFAULT_PERIOD) search.delete(key);
      else search.set(key, String(value));
    }
    const query = search.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  return (
    <div className="space-y-4">
      <section aria-labelledby="dashboard-filters" className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm wide:grid-cols-2">
        <h2 id="dashboard-filters" className="sr-only">
          {t('filters')}
        </h2>
        <SelectField
          label={t('period')}
          value={period}
          options={periods.map((value) => ({ value, name: t(`periods.${value}`) }))}
          onChange={(event) => go({ period: event.target.value as PeriodChoice })}
        />
        {companyFilter && <CompanyFilter userId={userId} value={company} onChange={(id) => go({ company: id })} />}
      </section>
      <ListStates query={dashboard} loading={t('loading')} failed={t('loadFailed')} look="block">
        {(data) => (
          <div
            className={`space-y-4 ${dashboard.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={dashboard.isPlaceholderData || undefined}
            data-testid="dashboard"
          >
            <p className="text-sm text-slate-600">{data.company ? t('ofCompany', { company: data.company.name }) : t('ofNetwork')}</p>
            <DashboardFigures data={data} />
            <DashboardLists data={data} />
          </div>
        )}
      </ListStates>
    </div>
  );
}
