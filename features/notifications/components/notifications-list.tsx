'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { EmptyState, ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { NOTIFICATIONS_PER_PAGE } from '@/contracts/notifications';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { useServerEvent } from '@/lib/realtime/use-server-event';
import { changeCounters, countersQuery } from '@/lib/session/counters';
import { useSessionStore } from '@/lib/session/session-store';
import { notificationsApi } from '../api/notifications-api';
import { notificationKeys } from '../keys';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The user's notifications, newest first, ten a page (the page lives in the URL).
 * Opening the list marks them all read and sets the unread count to 0; the ones that were unread keep
 * their mark on this visit. A notification that arrives meanwhile appears at once (realtime `new_notification`).
 */
export function NotificationsList() {
  const t = useTranslations('notifications');
  const format = useFormatter();
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id);
  const page = pageOf(params.get('page'));
  const list = useQuery({
    queryKey: notificationKeys.page(userId, page),
    queryFn: () => notificationsApi.list(page),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
  const markRead = useMutation({
    mutationKey: notificationKeys.markAllRead,
    mutationFn: notificationsApi.markAllRead,
    onMutate: () => {
      const unread = queryClient.getQueryData(countersQuery(userId).queryKey)?.notificationsCount;
      changeCounters(queryClient, userId, () => ({ notificationsCount: 0 }));
      return { unread };
    },
    onSuccess: ({ notificationsCount }) => {
      changeCounters(queryClient, userId, () => ({ notificationsCount }));
      // Other pages are fetched afresh (read); the page on screen keeps showing what was new.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.ofUser(userId), refetchType: 'none' });
    },
    // Still unread: the counter comes back, and the list says so.
    onError: (_error, _none, before) => {
      const unread = before?.unread;
      if (unread !== undefined) changeCounters(queryClient, userId, () => ({ notificationsCount: unread }));
    },
  });
  const { mutate: markAllRead } = markRead;
  useServerEvent('new_notification', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.ofUser(userId) }));
  const marked = useRef(false);

  useEffect(() => {
    if (!list.isSuccess || marked.current) return;
    marked.current = true;
    markAllRead();
  }, [list.isSuccess, markAllRead]);

  const goTo = (next: number) => {
    const query = new URLSearchParams(params);
    if (next === 1) query.delete('page');
    else query.set('page', String(next));
    router.replace(query.size ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  return (
    <ListStates
      query={list}
      loading={t('loading')}
      rows={4}
      failed={t('loadFailed')}
      retry={t('retry')}
      empty={<EmptyState title={t('emptyTitle')}>{t('emptyText')}</EmptyState>}
    >
      {({ data: items, total, currentPage }) => (
        <div className="space-y-5">
          <ErrorAlert message={markRead.isError ? t('markReadFailed') : undefined} />
          <ul className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isFetching || undefined}>
            {items.map((item) => {
              const unread = !item.readAt;
              return (
                <li key={item.id} className={`rounded-2xl border bg-white p-4 shadow-sm ${unread ? 'border-brand-200' : 'border-transparent'}`}>
                  <div className="flex items-start gap-3">
                    {unread && <span className="mt-2 size-2.5 shrink-0 rounded-full bg-orange-500" aria-hidden />}
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                        <h2 className="font-semibold text-slate-900">
                          {unread && <span className="sr-only">{t('new')}: </span>}
                          {item.title}
                        </h2>
                        <time dateTime={item.createdAt} className="text-sm text-slate-500">
                          {format.dateTime(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                        </time>
                      </div>
                      <p className="mt-1 text-slate-700">{item.text}</p>
                      {item.link && (
                        <Link href={item.link} className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
                          {t('open')}
                        </Link>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <Pagination type="button" total={total} perPage={NOTIFICATIONS_PER_PAGE} currentPage={currentPage} onChange={goTo} label={t('paging')} />
        </div>
      )}
    </ListStates>
  );
}
