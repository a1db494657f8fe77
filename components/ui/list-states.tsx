'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { apiFailure } from '@/lib/api/errors';
import { Button } from './button';

/** What ListStates reads of a react-query query (`useQuery`'s result is one). */
export type ListQuery<T> = { status: 'pending' | 'error' | 'success'; data: T | undefined; error: unknown; refetch: () => unknown };

/**
 * How the states look: `rows` placeholder rows (a list on a page), `block` one tall placeholder (a card, a month on
 * a page), both failing with the LoadFailed card; `inline` a line that says what loads (role `status`) and a small
 * failure (a section inside a panel, a dialog or a popover).
 */
export type ListLook = 'rows' | 'block' | 'inline';

type ListStatesProps<T> = {
  query: ListQuery<T>;
  /** What loads: the placeholder's accessible name (`rows`, `block`) or the text of the `inline` line. */
  loading: string;
  /** The failure's text; without it, what the API said (apiFailure). */
  failed?: string;
  /** A failure that is a 404 says this instead, and offers no retry (a record that is not there will not be). */
  notFound?: string;
  /** The retry button's text, when the feature has its own (common.retry otherwise). */
  retry?: string;
  /** What shows when `isEmpty(data)`: an EmptyState, or a line in an `inline` look. */
  empty?: ReactNode;
  /** Whether the data is an empty list: by default a page of the API (`{ total }`) with no rows, or an empty array. */
  isEmpty?: (data: T) => boolean;
  look?: ListLook;
  /** Placeholder rows of the `rows` look. */
  rows?: number;
  children: (data: T) => ReactNode;
};

const emptyByDefault = (data: unknown) =>
  Array.isArray(data) ? data.length === 0 : typeof data === 'object' && data !== null && 'total' in data && data.total === 0;

/**
 * The one component for the states of a list (or of any view read by one query): pending, not found, failed,
 * empty, and the data, which `children` renders. Texts come from the feature; roles are fixed here: the
 * placeholder is busy (`aria-busy`) and named by `loading` (the `inline` line is a `status`), a failure is an
 * `alert` with a retry button that refetches, the empty state and the list are the feature's.
 *
 * ```tsx
 * <ListStates query={list} loading={t('loading')} failed={t('loadFailed')} empty={<EmptyState title={t('empty')} />}>
 *   {(page) => <ul>…</ul>}
 * </ListStates>
 * ```
 */
export function ListStates<T>({ query, loading, failed, notFound, retry, empty, isEmpty = emptyByDefault, look = 'rows', rows, children }: ListStatesProps<T>) {
  if (query.status === 'pending') {
    if (look === 'inline') return <LoadingLine label={loading} />;
    if (look === 'block')
      return (
        <div aria-busy="true" className="h-80 animate-pulse rounded-2xl bg-slate-200/70">
          <span className="sr-only">{loading}</span>
        </div>
      );
    return <LoadingRows label={loading} rows={rows} />;
  }
  if (query.status === 'error') {
    const failure = apiFailure(query.error);
    if (notFound && failure.status === 404) {
      return (
        <p role="alert" className={look === 'inline' ? 'text-sm text-slate-700' : 'rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm'}>
          {notFound}
        </p>
      );
    }
    const onRetry = () => void query.refetch();
    if (look === 'inline') return <LoadFailedLine message={failed ?? failure.message} retry={retry} onRetry={onRetry} />;
    return <LoadFailed message={failed ?? failure.message} retry={retry} onRetry={onRetry} />;
  }
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

/** The `inline` look of a load in progress: a spinner and what loads. */
function LoadingLine({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      {label}
    </p>
  );
}

/** The `inline` look of a failed load: what failed and a retry, in a line. */
function LoadFailedLine({ message, retry, onRetry }: { message: string; retry?: string; onRetry: () => void }) {
  const t = useTranslations('common');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retry ?? t('retry')}
      </Button>
    </div>
  );
}

/** Placeholder rows while a page's data loads. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <ul aria-busy="true" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="h-20 animate-pulse rounded-2xl bg-slate-200/70" />
      ))}
    </ul>
  );
}

/** A failed load: what failed and a retry. */
export function LoadFailed({ message, retry, onRetry }: { message: string; retry?: string; onRetry: () => void }) {
  const t = useTranslations('common');
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
      <p className="text-slate-700">{message}</p>
      <Button className="mt-4" onClick={onRetry}>
        {retry ?? t('retry')}
      </Button>
    </div>
  );
}

/** Nothing to show yet. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm">
      <p className="font-medium text-slate-900">{title}</p>
      {children && <div className="mt-1 text-slate-600">{children}</div>}
    </div>
  );
}

const tones = {
  good: 'bg-emerald-100 text-emerald-800',
  waiting: 'bg-amber-100 text-amber-800',
  neutral: 'bg-slate-200 text-slate-700',
  bad: 'bg-red-100 text-red-800',
};
/**
 * The status sets of docs/domain.md by how they read: certifications (REQUEST, ACTIVE, EXPIRED, DECLINED), requests to a
 * dealer (NOT_SENT, SENT, ACCEPTED, DECLINED, BLOCKED) and a news article's language (PUBLISHED, DRAFT).
 */
const toneOf: Record<string, keyof typeof tones> = {
  ACTIVE: 'good',
  PUBLISHED: 'good',
  DRAFT: 'waiting',
  ACCEPTED: 'good',
  REQUEST: 'waiting',
  SENT: 'waiting',
  EXPIRED: 'neutral',
  NOT_SENT: 'neutral',
  DECLINED: 'bad',
  BLOCKED: 'bad',
};

/** A status as a coloured pill; `data-status` carries the value. */
export function StatusPill({ value, children }: { value: string; children: ReactNode }) {
  return (
    <span data-status={value} className={`inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-medium ${tones[toneOf[value] ?? 'neutral']}`}>
      {children}
    </span>
  );
}
