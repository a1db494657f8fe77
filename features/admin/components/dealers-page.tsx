'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field-status-icon';
import { EmptyState, ListStates, LoadingRows } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { ProPage } from '@/components/ui/pro-page';
import { SelectField } from '@/components/ui/select-field';
import { ADMIN_DEALERS_PER_PAGE } from '@/contracts/admin';
import { pages } from '@/contracts/pages';
import { Link, useRouter } from '@/i18n/navigation';
import { INPUT_DEBOUNCE_MS } from '@/lib/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { dealersHref, dealersQueryOf, dealerStates, parseDealersState, type DealersState } from '../list-state';
import { dealersQuery, useOperatorId } from '../query';
import { DealerBadges } from './dealer-badges';
import { DealerCreateDialog } from './dealer-create-dialog';

const cellClass = 'px-3 py-3 align-top';

function DealersList() {
  const t = useTranslations('admin.dealers');
  const format = useFormatter();
  const params = useSearchParams();
  const router = useRouter();
  const searchId = useId();
  const userId = useOperatorId();
  const state = parseDealersState(params);
  const [search, setSearch] = useState(state.search ?? '');
  const typed = useDebouncedValue(search.trim(), INPUT_DEBOUNCE_MS);

  const go = (next: DealersState) => router.replace(dealersHref(next), { scroll: false });
  // A search restarts at page 1; the URL follows the text once typing pauses.
  useEffect(() => {
    if (typed !== (state.search ?? '')) go({ ...state, search: typed || undefined, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new typed text moves the URL
  }, [typed]);

  const list = useQuery(dealersQuery(userId, dealersQueryOf(state)));
  const filtered = Boolean(state.search) || state.state !== 'active';

  return (
    <>
      <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm wide:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
            {t('search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('searchHint')}
            className={inputClass()}
          />
        </div>
        <SelectField
          label={t('state')}
          value={state.state}
          options={dealerStates.map((value) => ({ value, name: t(`states.${value}`) }))}
          onChange={(event) => go({ ...state, state: event.target.value as DealersState['state'], page: 1 })}
        />
      </div>
      <ListStates
        query={list}
        loading={t('loading')}
        rows={4}
        failed={t('loadFailed')}
        empty={<EmptyState title={filtered ? t('noMatches') : t('empty')}>{filtered ? t('noMatchesText') : t('emptyText')}</EmptyState>}
      >
        {(data) => (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('found', { count: data.total })}
            </p>
            {/* A table wider than a phone scrolls sideways inside its region: focusable, so a keyboard scrolls it too. */}
            <div
              role="region"
              aria-label={t('table')}
              tabIndex={0}
              className={`overflow-x-auto rounded-2xl bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={list.isFetching || undefined}
            >
              <table className="w-full min-w-[44rem] text-left text-sm">
                <thead className="bg-slate-100 text-slate-700">
                  <tr>
                    <th scope="col" className={`${cellClass} font-semibold`}>
                      {t('columns.company')}
                    </th>
                    <th scope="col" className={`${cellClass} font-semibold`}>
                      {t('columns.code')}
                    </th>
                    <th scope="col" className={`${cellClass} font-semibold`}>
                      {t('columns.region')}
                    </th>
                    <th scope="col" className={`${cellClass} text-right font-semibold`}>
                      {t('columns.installers')}
                    </th>
                    <th scope="col" className={`${cellClass} font-semibold`}>
                      {t('columns.created')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((dealer) => (
                    <tr key={dealer.id} className="border-t border-slate-200" data-testid="admin-dealer">
                      <th scope="row" className={`${cellClass} font-medium`}>
                        <Link href={pages.adminDealer(dealer.id)} className="text-brand-700 underline">
                          {dealer.companyName}
                        </Link>
                        <span className="mt-1 block">
                          <DealerBadges invited={dealer.invited} deactivated={dealer.deactivatedAt !== null} />
                        </span>
                      </th>
                      <td className={`${cellClass} font-mono text-slate-800`}>{dealer.dealerCode}</td>
                      <td className={`${cellClass} text-slate-800`}>{dealer.region?.name ?? t('noRegion')}</td>
                      <td className={`${cellClass} text-right text-slate-800`}>{format.number(dealer.installersCount)}</td>
                      <td className={`${cellClass} text-slate-800`}>{format.dateTime(new Date(dealer.createdAt), { dateStyle: 'medium' })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              type="button"
              total={data.total}
              perPage={ADMIN_DEALERS_PER_PAGE}
              currentPage={data.currentPage}
              onChange={(page) => go({ ...state, page })}
              label={t('paging')}
            />
          </>
        )}
      </ListStates>
    </>
  );
}

/** /admin/dealers: the dealer companies, searched by name or code, by state, twenty a page; a new one from the dialog. */
export function DealersPage() {
  const t = useTranslations('admin.dealers');
  const [creating, setCreating] = useState(false);
  return (
    <ProPage title={t('title')} actions={<Button onClick={() => setCreating(true)}>{t('create')}</Button>}>
      <Suspense fallback={<LoadingRows label={t('loading')} />}>
        <DealersList />
      </Suspense>
      <DealerCreateDialog open={creating} onClose={() => setCreating(false)} />
    </ProPage>
  );
}
