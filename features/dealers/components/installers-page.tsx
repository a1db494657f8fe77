'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { CheckboxSelect } from '@/components/ui/checkbox-select';
import { EmptyState, ListStates, LoadingRows, StatusPill } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { ProPage } from '@/components/ui/pro-page';
import { DEALER_INSTALLERS_PER_PAGE } from '@/contracts/dealers';
import { usePathname, useRouter } from '@/i18n/navigation';
import { dealersApi } from '../api/dealers-api';
import { useDealerPagesUserId } from '../hooks';
import { dealerKeys } from '../keys';
import { installersQueryOf, installersSearchParams, parseInstallersState, type InstallersState } from '../query';
import { SearchField } from '@/components/ui/search-field';
import { CompanyFilter } from '@/components/company/company-filter';
import { useSessionStore } from '@/lib/session/session-store';

function InstallersList() {
  const t = useTranslations('dealers.installers');
  const format = useFormatter();
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const userId = useDealerPagesUserId();
  const everyCompany = useSessionStore((s) => s.user?.role.name === 'ADMIN');
  const state = parseInstallersState(params);

  const go = (next: InstallersState) => {
    const query = installersSearchParams(next);
    router.replace(query.size ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  const certifications = useQuery({ queryKey: dealerKeys.certifications, queryFn: dealersApi.certifications, enabled: Boolean(userId), staleTime: Infinity });
  const query = installersQueryOf(state);
  const list = useQuery({
    queryKey: dealerKeys.installers(userId, query),
    queryFn: () => dealersApi.installers(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });

  const types = certifications.data?.certificationTypes ?? [];
  const typeName = (id: number) => types.find((type) => type.id === id)?.code ?? '';
  // Levels are per type: with types chosen, only theirs are offered.
  const levels = (certifications.data?.certificationLevels ?? [])
    .filter((level) => state.types.length === 0 || state.types.includes(level.certificationTypeId))
    .map((level) => ({ id: level.id, name: `${typeName(level.certificationTypeId)} · ${level.name}` }));
  const filterTexts = { apply: t('apply'), cancel: t('cancel'), clear: t('clear'), all: t('all') };

  const filtered = Boolean(state.search || state.types.length || state.levels.length || state.company);
  const body = (
    <ListStates
      query={list}
      loading={t('loading')}
      rows={4}
      failed={t('loadFailed')}
      empty={
        <EmptyState title={filtered ? t('noMatches') : t('empty')}>
          {filtered ? t('noMatchesText') : everyCompany ? t('emptyAllText') : t('emptyText')}
        </EmptyState>
      }
    >
      {(data) => (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('found', { count: data.total })}
          </p>
          <ul
            aria-label={everyCompany ? t('listAll') : t('list')}
            className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={list.isFetching || undefined}
          >
            {data.data.map((installer) => (
              <li key={installer.id} className="rounded-2xl bg-white p-4 shadow-sm" data-testid="dealer-installer">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">{installer.fullName}</h2>
                  <a href={`tel:+${installer.phone}`} className="text-sm text-brand-700 underline">
                    +{installer.phone}
                  </a>
                </div>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm wide:grid-cols-2">
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{t('rating')}:</dt>
                    <dd className="text-slate-800">
                      {installer.meanRating === null
                        ? t('noRating')
                        : t('ratingValue', { rating: format.number(installer.meanRating, { maximumFractionDigits: 1 }), count: installer.ratingsCount })}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-500">{t('installations')}:</dt>
                    <dd className="text-slate-800">{format.number(installer.installationsCount)}</dd>
                  </div>
                  {everyCompany && (
                    <div className="flex gap-1">
                      <dt className="text-slate-500">{t('companyOf')}:</dt>
                      <dd className="text-slate-800">{installer.company?.name ?? t('noCompany')}</dd>
                    </div>
                  )}
                </dl>
                {installer.certifications.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-500">{t('noCertifications')}</p>
                ) : (
                  <ul aria-label={t('certifications')} className="mt-2 flex flex-wrap gap-2">
                    {installer.certifications.map((c) => (
                      <li key={c.certificationTypeId} className="flex items-center gap-2 rounded-xl bg-slate-50 px-2.5 py-1.5 text-sm text-slate-800">
                        <span>
                          {c.type} · {c.level}
                        </span>
                        <StatusPill value={c.status}>{t(`statuses.${c.status}`)}</StatusPill>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            type="button"
            total={data.total}
            perPage={DEALER_INSTALLERS_PER_PAGE}
            currentPage={data.currentPage}
            onChange={(page) => go({ ...state, page })}
            label={t('paging')}
          />
        </>
      )}
    </ListStates>
  );

  return (
    <>
      <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
        <SearchField
          label={t('search')}
          placeholder={t('searchHint')}
          value={state.search}
          onSearch={(text) => go({ ...state, search: text || undefined, page: 1 })}
        />
        {everyCompany && <CompanyFilter userId={userId} value={state.company} onChange={(company) => go({ ...state, company, page: 1 })} />}
        <div className="flex flex-col gap-3 wide:flex-row">
          <CheckboxSelect
            key={`types-${state.types.join()}`}
            label={t('type')}
            options={types.map((type) => ({ id: type.id, name: type.name }))}
            value={state.types}
            texts={filterTexts}
            onApply={(ids) =>
              go({
                ...state,
                types: ids,
                levels: state.levels.filter((id) =>
                  certifications.data?.certificationLevels.some((l) => l.id === id && (ids.length === 0 || ids.includes(l.certificationTypeId))),
                ),
                page: 1,
              })
            }
          />
          <CheckboxSelect
            key={`levels-${state.levels.join()}`}
            label={t('level')}
            options={levels}
            value={state.levels}
            texts={filterTexts}
            onApply={(ids) => go({ ...state, levels: ids, page: 1 })}
          />
        </div>
      </div>
      {body}
    </>
  );
}

/**
 * /installers (dealer guard): the company's installers (support: every company's, or one company's) filtered by
 * certification type and level, searched, ten a page.
 */
export function InstallersPage() {
  const t = useTranslations('dealers.installers');
  return (
    <ProPage title={t('title')}>
      <Suspense fallback={<LoadingRows label={t('loading')} />}>
        <InstallersList />
      </Suspense>
    </ProPage>
  );
}
