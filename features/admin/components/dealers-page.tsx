'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadingRows } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { SelectField } from '@/components/ui/select-field';
import { ADMIN_DEALERS_PER_PAGE } from '@/contracts/constants';
import { pages } from '@/contracts/pages';
import { Link, useRouter } from '@/i18n/navigation';
import { dealersHref, dealersQueryOf, dealerStates, parseDealersState, type DealersState } from '../list-state';
import { withoutPaging } from '@/lib/list-address';
import { adminApi } from '../api/admin-api';
import { ExportButtons } from '@/components/ui/export-buttons';
import { dealersQuery, useOperatorId } from '../query';
import { AdminList, AdminTable, cellClass } from './admin-list';
import { DealerBadges } from './dealer-badges';
import { DealerCreateDialog } from './dealer-create-dialog';
import { SearchField } from '@/components/ui/search-field';

function DealersList() {
  const t = useTranslations('admin.dealers');
  const exportTexts = useTranslations('admin.export');
  const format = useFormatter();
  const params = useSearchParams();
  const router = useRouter();
  const userId = useOperatorId();
  const state = parseDealersState(params);

  const go = (next: DealersState) => router.replace(dealersHref(next), { scroll: false });

  const list = useQuery(dealersQuery(userId, dealersQueryOf(state)));
  const filtered = Boolean(state.search) || state.state !== 'active';

  return (
    <>
      <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm wide:grid-cols-[2fr_1fr]">
        <SearchField
          label={t('search')}
          placeholder={t('searchHint')}
          value={state.search}
          onSearch={(text) => go({ ...state, search: text || undefined, page: 1 })}
        />
        <SelectField
          label={t('state')}
          value={state.state}
          options={dealerStates.map((value) => ({ value, name: t(`states.${value}`) }))}
          onChange={(event) => go({ ...state, state: event.target.value as DealersState['state'], page: 1 })}
        />
      </div>
      <ExportButtons
        fileName={exportTexts('files.dealers')}
        download={(format) => adminApi.dealersExport({ ...withoutPaging(dealersQueryOf(state)), format })}
      />
      <AdminList
        namespace="admin.dealers"
        query={list}
        perPage={ADMIN_DEALERS_PER_PAGE}
        onPage={(page) => go({ ...state, page })}
        rows={4}
        empty={<EmptyState title={filtered ? t('noMatches') : t('empty')}>{filtered ? t('noMatchesText') : t('emptyText')}</EmptyState>}
      >
        {(dealers, busy) => (
          <AdminTable
            label={t('table')}
            minWidth="min-w-[44rem]"
            busy={busy}
            columns={[
              { title: t('columns.company') },
              { title: t('columns.code') },
              { title: t('columns.region') },
              { title: t('columns.installers'), end: true },
              { title: t('columns.created') },
            ]}
          >
            {dealers.map((dealer) => (
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
          </AdminTable>
        )}
      </AdminList>
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
