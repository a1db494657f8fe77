'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { OBJECTS_PER_PAGE } from '@/contracts/objects';
import { Link, useRouter } from '@/i18n/navigation';
import { objectsApi } from '../api/objects-api';
import { useObjectsViewer } from '../hooks/use-objects-viewer';
import { objectKeys } from '../keys';
import { useMoney } from '../money';
import { ObjectFormDialog } from './object-form-dialog';
import { pages } from '@/contracts/pages';
import { SearchField } from '@/components/ui/search-field';

/**
 * The building objects list (docs/decisions/0027): search (600 ms after typing), ten a page,
 * and a new object. The same list is /objects on wide screens and the profile's objects section on phones.
 */
export function ObjectsList() {
  const t = useTranslations('objects.list');
  const tShell = useTranslations('shell');
  const format = useFormatter();
  const money = useMoney();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { userId, allowed, signedIn } = useObjectsViewer();
  const [creating, setCreating] = useState(false);
  const [typed, setTyped] = useState('');
  // A new search starts at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === typed ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: typed, page: next });

  const query = { page, search: typed || undefined };
  const list = useQuery({
    queryKey: objectKeys.list(userId, query),
    queryFn: () => objectsApi.list(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
  const create = useMutation({
    mutationFn: objectsApi.create,
    onSuccess: async (object) => {
      queryClient.setQueryData(objectKeys.object(userId, object.id), object);
      await queryClient.invalidateQueries({ queryKey: objectKeys.all(userId) });
      router.push(pages.object(object.id));
    },
  });

  if (signedIn && !allowed) {
    return (
      <p role="alert" className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm">
        {tShell('accessDenied')}
      </p>
    );
  }

  const body = (
    <ListStates
      query={list}
      loading={t('loading')}
      failed={t('loadFailed')}
      empty={<EmptyState title={typed ? t('noMatches') : t('emptyTitle')}>{typed ? t('noMatchesText') : t('emptyText')}</EmptyState>}
    >
      {({ data: items, total, currentPage }) => (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('found', { count: total })}
          </p>
          <ul className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isFetching || undefined}>
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  href={pages.object(item.id)}
                  className="block rounded-2xl border border-transparent bg-white p-4 shadow-sm hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="font-semibold text-slate-900">{item.name}</h2>
                    <span className="text-sm font-medium text-slate-900">{money(item.total)}</span>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{item.address}</p>
                  <p className="mt-2 text-sm text-slate-500">
                    {t('summary', { equipment: item.equipmentCount, documents: item.documentsCount })} ·{' '}
                    <time dateTime={item.updatedAt}>{format.dateTime(new Date(item.updatedAt), { dateStyle: 'medium' })}</time>
                  </p>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination type="button" total={total} perPage={OBJECTS_PER_PAGE} currentPage={currentPage} onChange={setPage} label={t('paging')} />
        </>
      )}
    </ListStates>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <div className="min-w-0 flex-1">
          <SearchField label={t('search')} placeholder={t('searchHint')} value={typed} onSearch={setTyped} />
        </div>
        <Button onClick={() => setCreating(true)}>{t('create')}</Button>
      </div>
      {body}
      {creating && <ObjectFormDialog open onClose={() => setCreating(false)} onSave={(values) => create.mutateAsync(values)} />}
    </div>
  );
}
