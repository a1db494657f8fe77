'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REFRESHED_BY_WORKER } from '@/lib/pwa/personal-caches';
import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { ExportButtons } from '@/components/ui/export-buttons';
import { EmptyState, ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { INSTALLATIONS_PER_PAGE } from '@/contracts/constants';
import { Link } from '@/i18n/navigation';
import { installationsApi } from '../api/installations-api';
import { useInstallationsViewer } from '../hooks/use-installations-viewer';
import { dayOf } from '../dates';
import { installationKeys } from '../keys';
import { listQueryOf, listSearchParams, parseListState, type ListState } from '../query';
import { replaceListQuery, withoutPaging } from '@/lib/list-address';
import { InstallationFilters } from './installation-filters';
import { OversightFilters } from './oversight-filters';
import { StatusBadge } from './status-badge';
import { pages } from '@/contracts/pages';
import { SearchField } from '@/components/ui/search-field';

/**
 * The installations list: filters, search (600 ms after typing), ten a page;
 * filters, search and page live in the URL query. The same list is /installations on wide screens and
 * the profile area's installations section on narrow ones.
 */
export function InstallationsList() {
  const t = useTranslations('installations.list');
  const tExport = useTranslations('installations.export');
  const format = useFormatter();
  const params = useSearchParams();
  const tShell = useTranslations('shell');
  const { userId, isClient, isProjector } = useInstallationsViewer({ early: true });
  const state = parseListState(params);

  const go = (next: ListState) => replaceListQuery(listSearchParams(next, params));

  const query = listQueryOf(state, isClient);
  const list = useQuery({
    queryKey: installationKeys.list(userId, query),
    queryFn: () => installationsApi.list(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    meta: REFRESHED_BY_WORKER,
  });

  // docs/access.md#areas: a projector sees objects instead (the profile section on a phone included).
  if (isProjector) {
    return (
      <p role="alert" className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm">
        {tShell('accessDenied')}
      </p>
    );
  }
  const narrowed = Boolean(state.status || state.date || state.installerId || state.dealerId || state.from || state.to || state.serial);
  const filtered = narrowed || Boolean(state.search);
  const body = (
    <ListStates
      query={list}
      loading={t('loading')}
      rows={4}
      failed={t('loadFailed')}
      retry={t('retry')}
      empty={<EmptyState title={filtered ? t('noMatches') : t('emptyTitle')}>{filtered ? t('noMatchesText') : t('emptyText')}</EmptyState>}
    >
      {({ data: items, total, totalIsExact, currentPage }) => (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {totalIsExact ? t('found', { count: total }) : t('foundMore', { count: total - 1 })}
          </p>
          <ul className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isFetching || undefined}>
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  href={pages.installation(item.id)}
                  className="block rounded-2xl border border-transparent bg-white p-4 shadow-sm hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="font-semibold text-slate-900">{t('title', { id: item.id, type: t(`types.${item.type}`) })}</h2>
                    <div className="flex items-center gap-2">
                      {item.hasWarnings && <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-800">{t('hasWarnings')}</span>}
                      <StatusBadge status={item.status} />
                    </div>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    <time dateTime={item.date}>{format.dateTime(dayOf(item.date), { dateStyle: 'medium' })}</time>
                    {item.address && <> · {item.address}</>}
                  </p>
                  <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm wide:grid-cols-3">
                    <div className="flex gap-1">
                      <dt className="text-slate-500">{t('client')}:</dt>
                      <dd className="text-slate-800">{item.client.fullName}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="text-slate-500">{t('installer')}:</dt>
                      <dd className="text-slate-800">{item.installer?.fullName ?? t('noInstaller')}</dd>
                    </div>
                    {item.products.length > 0 && (
                      <div className="flex gap-1 wide:col-span-3">
                        <dt className="text-slate-500">{t('equipment')}:</dt>
                        <dd className="text-slate-800">{item.products.join(', ')}</dd>
                      </div>
                    )}
                  </dl>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            type="button"
            total={total}
            totalIsExact={totalIsExact}
            perPage={INSTALLATIONS_PER_PAGE}
            currentPage={currentPage}
            onChange={(page) => go({ ...state, page })}
            label={t('paging')}
          />
        </>
      )}
    </ListStates>
  );

  return (
    <div className="space-y-4">
      <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
        <SearchField
          label={t('search')}
          placeholder={t('searchHint')}
          value={state.search}
          onSearch={(text) => go({ ...state, search: text || undefined, page: 1 })}
        />
        <InstallationFilters
          value={state}
          onChange={(filters) => go({ ...state, status: filters.status, date: filters.date, installerId: filters.installerId, page: 1 })}
          active={narrowed}
          onClear={() => go({ page: 1, search: state.search })}
        />
        {!isClient && (
          <OversightFilters
            value={state}
            userId={userId}
            onChange={(next) => go({ ...state, dealerId: next.dealerId, from: next.from, to: next.to, serial: next.serial, page: 1 })}
          />
        )}
      </div>
      {!isClient && <ExportButtons fileName={tExport('file')} download={(format) => installationsApi.exportList({ ...withoutPaging(query), format })} />}
      {body}
    </div>
  );
}
