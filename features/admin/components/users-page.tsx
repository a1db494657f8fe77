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
import { ADMIN_USERS_PER_PAGE } from '@/contracts/admin';
import { roleNames, type RoleName } from '@/contracts/constants';
import { pages } from '@/contracts/pages';
import { Link, useRouter } from '@/i18n/navigation';
import { INPUT_DEBOUNCE_MS } from '@/lib/constants';
import { displayPhone } from '@/lib/phone';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { parseUsersState, usersHref, usersQueryOf, userStates, type UsersState, type UserState } from '../list-state';
import { dealerQuery, useOperatorId, usersQuery } from '../query';
import { DealerBadges } from './dealer-badges';

const cellClass = 'px-3 py-3 align-top';

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
  const roles = useTranslations('auth.menu.roles');
  const format = useFormatter();
  const params = useSearchParams();
  const router = useRouter();
  const searchId = useId();
  const userId = useOperatorId();
  const state = parseUsersState(params);
  const [search, setSearch] = useState(state.search ?? '');
  const typed = useDebouncedValue(search.trim(), INPUT_DEBOUNCE_MS);

  const go = (next: Partial<UsersState>) => router.replace(usersHref({ ...state, ...next, page: next.page ?? 1 }), { scroll: false });
  // A search restarts at page 1; the URL follows the text once typing pauses.
  useEffect(() => {
    if (typed !== (state.search ?? '')) go({ search: typed || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new typed text moves the URL
  }, [typed]);

  const list = useQuery(usersQuery(userId, usersQueryOf(state)));
  const filtered = Boolean(state.search || state.role || state.dealerId) || state.state !== 'all';

  return (
    <>
      <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm wide:grid-cols-[2fr_1fr_1fr]">
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
      <ListStates
        query={list}
        loading={t('loading')}
        rows={4}
        failed={t('loadFailed')}
        empty={<EmptyState title={filtered ? t('noMatches') : t('empty')}>{filtered ? t('noMatchesText') : undefined}</EmptyState>}
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
              <table className="w-full min-w-[48rem] text-left text-sm">
                <thead className="bg-slate-100 text-slate-700">
                  <tr>
                    <th scope="col" className={`${cellClass} font-semibold`}>
                      {t('columns.name')}
                    </th>
                    <th scope="col" className={`${cellClass} font-semibold`}>
                      {t('columns.phone')}
                    </th>
                    <th scope="col" className={`${cellClass} font-semibold`}>
                      {t('columns.role')}
                    </th>
                    <th scope="col" className={`${cellClass} font-semibold`}>
                      {t('columns.company')}
                    </th>
                    <th scope="col" className={`${cellClass} font-semibold`}>
                      {t('columns.created')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((person) => (
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
                </tbody>
              </table>
            </div>
            <Pagination
              type="button"
              total={data.total}
              perPage={ADMIN_USERS_PER_PAGE}
              currentPage={data.currentPage}
              onChange={(page) => go({ page })}
              label={t('paging')}
            />
          </>
        )}
      </ListStates>
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
