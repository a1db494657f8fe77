'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ListStates, type ListQuery } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/contracts/common';

/** The lists of the back-office; each namespace has the texts `loading`, `loadFailed`, `found`, `paging` (and `table`). */
type ListNamespace = 'admin.dealers' | 'admin.users' | 'admin.audit';
type PagedQuery<T> = ListQuery<Page<T>> & { isPlaceholderData: boolean; isFetching: boolean };

type AdminListProps<T> = {
  namespace: ListNamespace;
  query: PagedQuery<T>;
  perPage: number;
  onPage: (page: number) => void;
  rows: number;
  empty: ReactNode;
  /** The page's items; `busy` marks them while another page or filter loads. */
  children: (items: T[], busy: { className: string; 'aria-busy'?: true }) => ReactNode;
};

/** A paged list of the back-office: its loading, failed and empty states, how many were found, the items and the pages. */
export function AdminList<T>({ namespace, query, perPage, onPage, rows, empty, children }: AdminListProps<T>) {
  const t = useTranslations(namespace);
  const busy = { className: query.isPlaceholderData ? 'opacity-60' : '', ...(query.isFetching && { 'aria-busy': true as const }) };
  return (
    <ListStates query={query} loading={t('loading')} rows={rows} failed={t('loadFailed')} empty={empty}>
      {(data) => (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('found', { count: data.total })}
          </p>
          {children(data.data, busy)}
          <Pagination type="button" total={data.total} perPage={perPage} currentPage={data.currentPage} onChange={onPage} label={t('paging')} />
        </>
      )}
    </ListStates>
  );
}

export const cellClass = 'px-3 py-3 align-top';

type AdminTableProps = {
  label: string;
  /** Below this width the table scrolls sideways inside its region (a Tailwind `min-w-*` class). */
  minWidth: string;
  busy: { className: string; 'aria-busy'?: true };
  /** Column headers; `end` aligns a number column to the end. */
  columns: { title: string; end?: boolean }[];
  children: ReactNode;
};

/** A table wider than a phone scrolls sideways inside its region: focusable, so a keyboard scrolls it too. */
export function AdminTable({ label, minWidth, busy, columns, children }: AdminTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      aria-busy={busy['aria-busy']}
      className={`overflow-x-auto rounded-2xl bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${busy.className}`}
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={`${cellClass} font-semibold ${column.end ? 'text-right' : ''}`}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
