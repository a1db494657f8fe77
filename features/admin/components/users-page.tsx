'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadingRows } from '@/components/ui/list-states';
import { ProPage } from '@/components/ui/pro-page';
import { SelectField } from '@/components/ui/select-field';
import { ADMIN_USERS_PER_PAGE } from '@/contracts/admin';
import { roleNames, type RoleName } from '@/contracts/constants';
import { pages } from '@/contracts/pages';
import { Link, useRouter } from '@/i18n/navigation';
import { displayPhone } from '@/lib/phone';
import { parseUsersState, usersHref, usersQueryOf, userStates, type UsersState, type UserState } from '../list-state';
import { withoutPaging } from '@/lib/list-address';
import { adminApi } from '../api/admin-api';
import { ExportButtons } from '@/components/ui/export-buttons';
import { dealerQuery, useOperatorId, usersQuery } from '../query';
import { AdminList, AdminTable, cellClass } from './admin-list';
import { DealerBadges } from './dealer-badges';
import { SearchField } from '@/components/ui/search-field';

/** The company filter a dealer's page leads here with: the company named, and the way back to every company. */
function CompanyFilter({ dealerId, onClear }: { dealerId: number; onClear: () => void }) {
  const t = useTranslations('admin.users');
  const userId = useOperatorId();
  const dealer = useQuery(dealerQuery(userId, dealerId));
  const name = dealer.data?.companyName ?? t('companyNumber', { id: dealerId });
  return (
    <div className="flex flex-wrap items-center gap-3 wide:col-span-3">
      <p className="text-sm text-slate-700">
        {t.rich('onlyCompany', {
          name,
          company: (chunks) => (
            <Link href={pages.adminDealer(dealerId)} className="text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <Button variant="ghost" onClick={onClear}>
        {t('allCompanies')}
      </Button>
    </div>
  );
}

function UsersList() {
  const t = useTranslations('admin.users');
  const exportTexts = useTranslations('admin.export');
  const roles = useTranslations('auth.menu.roles');
  const format = useFormatter();
  const params = useSearchParams();
  const router = useRouter();
  const userId = useOperatorId();
  const state = parseUsersState(params);

  const go = (next: Partial<UsersState>) => router.replace(usersHref({ ...state, ...next, page: next.page ?? 1 }), { scroll: false });

  const list = useQuery(usersQuery(userId, usersQueryOf(state)));
  const filtered = Boolean(state.search || state.role || state.dealerId) || state.state !== 'all';

  return (
    <>
      <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm wide:grid-cols-[2fr_1fr_1fr]">
        <SearchField label={t('search')} placeholder={t('searchHint')} value={state.search} onSearch={(text) => go({ search: text || undefined })} />
        <SelectField
          label={t('role')}
          placeholder={t('allRoles')}
          value={state.role ?? ''}
          options={roleNames.map((role) => ({ value: role, name: roles(role) }))}
          onChange={(event) => go({ role: (event.target.value || undefined) as RoleName | undefined })}
        />
        <SelectField
          label={t('state')}
          value={state.state}
          options={userStates.map((value) => ({ value, name: t(`states.${value}`) }))}
          onChange={(event) => go({ state: event.target.value as UserState })}
        />
        {state.dealerId && <CompanyFilter dealerId={state.dealerId} onClear={() => go({ dealerId: undefined })} />}
      </div>
      <ExportButtons fileName={exportTexts('files.users')} download={(format) => adminApi.usersExport({ ...withoutPaging(usersQueryOf(state)), format })} />
      <AdminList
        namespace="admin.users"
        query={list}
        perPage={ADMIN_USERS_PER_PAGE}
        onPage={(page) => go({ page })}
        rows={4}
        empty={<EmptyState title={filtered ? t('noMatches') : t('empty')}>{filtered ? t('noMatchesText') : undefined}</EmptyState>}
      >
        {(people, busy) => (
          <AdminTable
            label={t('table')}
            minWidth="min-w-[48rem]"
            busy={busy}
            columns={[
              { title: t('columns.name') },
              { title: t('columns.phone') },
              { title: t('columns.role') },
              { title: t('columns.company') },
              { title: t('columns.created') },
            ]}
          >
            {people.map((person) => (
              <tr key={person.id} className="border-t border-slate-200" data-testid="admin-user">
                <th scope="row" className={`${cellClass} font-medium`}>
                  <Link href={pages.adminUser(person.id)} className="text-brand-700 underline">
                    {person.name} {person.lastname}
                  </Link>
                  <span className="mt-1 block">
                    <DealerBadges invited={person.invited} blocked={person.blockedAt !== null} />
                  </span>
                </th>
                <td className={`${cellClass} whitespace-nowrap text-slate-800`}>{displayPhone(person.phone)}</td>
                <td className={`${cellClass} text-slate-800`}>{roles(person.role)}</td>
                <td className={`${cellClass} text-slate-800`}>
                  {person.dealer ? (
                    <Link href={pages.adminDealer(person.dealer.id)} className="text-brand-700 underline">
                      {person.dealer.companyName}
                    </Link>
                  ) : (
                    <span className="text-slate-500">{t('noCompany')}</span>
                  )}
                </td>
                <td className={`${cellClass} text-slate-800`}>{format.dateTime(new Date(person.createdAt), { dateStyle: 'medium' })}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminList>
    </>
  );
}

/** /admin/users: everyone with an account, searched by name or phone, by role, state and company, twenty a page. */
export function UsersPage() {
  const t = useTranslations('admin.users');
  return (
    <ProPage title={t('title')}>
      <Suspense fallback={<LoadingRows label={t('loading')} />}>
        <UsersList />
      </Suspense>
    </ProPage>
  );
}
