'use client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useId } from 'react';
import { inputClass } from '@/components/ui/field-status-icon';
import { EmptyState, ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import type { ChatListItem, ChatStatus } from '@/contracts/chats';
import { CHATS_PER_PAGE, chatStatuses } from '@/contracts/constants';
import { Link } from '@/i18n/navigation';
import { replaceListQuery } from '@/lib/list-address';
import { useServerEvent } from '@/lib/realtime/use-server-event';
import { pages } from '@/contracts/pages';
import { chatsApi, type ChatsQuery } from '../api/chats-api';
import { useChatsViewer } from '../hooks/use-chats-viewer';
import { chatKeys } from '../keys';
import { chatsListQuery, parseChatsQuery } from '../query';

function Item({ chat, isSupport }: { chat: ChatListItem; isSupport: boolean }) {
  const t = useTranslations('chats.list');
  const format = useFormatter();
  const last = chat.lastMessage;
  return (
    <Link
      href={pages.chat(chat.id)}
      data-chat={chat.id}
      className={`block rounded-2xl border bg-white p-4 shadow-sm hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600 ${chat.unread ? 'border-brand-300' : 'border-transparent'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className={`min-w-0 break-words ${chat.unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'}`}>{chat.subject}</h2>
        <div className="flex shrink-0 items-center gap-2">
          {isSupport && chat.awaitingAnswer && chat.status === 'open' && (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-800">{t('awaitingAnswer')}</span>
          )}
          {chat.status === 'closed' && <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">{t('closed')}</span>}
          {chat.unread && (
            <span data-testid="chat-unread" className="min-w-6 rounded-full bg-orange-500 px-2 py-0.5 text-center text-xs font-semibold text-white">
              <span aria-hidden>{chat.unreadCount}</span>
              <span className="sr-only">{t('unread', { count: chat.unreadCount })}</span>
            </span>
          )}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('installation', { id: chat.installation.id })} · {chat.installation.address}
        {chat.product && <> · {chat.product.name}</>}
      </p>
      {isSupport && <p className="mt-1 text-sm text-slate-600">{t('author', { name: chat.author.fullName, role: t(`roles.${chat.author.role}`) })}</p>}
      {last && (
        <p className="mt-2 flex items-baseline gap-2 text-sm">
          <span className="min-w-0 flex-1 truncate text-slate-700">
            {last.from.isSupport && !isSupport && <span className="font-medium">{t('support')}: </span>}
            {last.content}
            {last.attachmentsCount > 0 && <span className="text-slate-500"> · {t('attachments', { count: last.attachmentsCount })}</span>}
          </span>
          <time dateTime={last.datetime} className="shrink-0 text-xs text-slate-500">
            {format.dateTime(new Date(last.datetime), { dateStyle: 'short', timeStyle: 'short' })}
          </time>
        </p>
      )}
    </Link>
  );
}

/**
 * The chat list (ten a page): unread badges, a filter by equipment and, for support,
 * by state; support sees every chat, those awaiting an answer first. New messages and reads elsewhere (realtime)
 * refresh it. /chats on wide screens, the profile's appeals section on narrow ones.
 */
export function ChatsList() {
  const t = useTranslations('chats.list');
  const tShell = useTranslations('shell');
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const equipmentId = useId();
  const statusId = useId();
  const { userId, isSupport, isProjector } = useChatsViewer();
  const state = parseChatsQuery(params);
  const query = chatsListQuery(state);
  const list = useQuery({
    queryKey: chatKeys.list(userId, query),
    queryFn: () => chatsApi.list(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
  const filters = useQuery({ queryKey: chatKeys.filters(userId), queryFn: chatsApi.filters, enabled: Boolean(userId), staleTime: 60_000 });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) });
  useServerEvent('new_message', refresh);
  useServerEvent('read_messages', refresh);
  useServerEvent('chat_status', refresh);

  const go = (next: ChatsQuery) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ equipment: next.equipment, status: next.status, page: next.page && next.page > 1 ? next.page : undefined })) {
      if (value) search.set(key, String(value));
      else search.delete(key);
    }
    replaceListQuery(search);
  };

  if (isProjector) {
    return (
      <p role="alert" className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm">
        {tShell('accessDenied')}
      </p>
    );
  }

  const filtered = Boolean(state.equipment || state.status);
  const body = (
    <ListStates
      query={list}
      loading={t('loading')}
      failed={t('loadFailed')}
      empty={
        <EmptyState title={filtered ? t('noMatches') : t('emptyTitle')}>
          {filtered ? t('noMatchesText') : isSupport ? t('emptySupport') : t('emptyText')}
        </EmptyState>
      }
    >
      {(data) => (
        <>
          <ul aria-label={t('label')} className={`space-y-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isFetching || undefined}>
            {data.data.map((chat) => (
              <li key={chat.id}>
                <Item chat={chat} isSupport={isSupport} />
              </li>
            ))}
          </ul>
          <Pagination
            type="button"
            total={data.total}
            perPage={CHATS_PER_PAGE}
            currentPage={data.currentPage}
            onChange={(page) => go({ ...state, page })}
            label={t('paging')}
          />
        </>
      )}
    </ListStates>
  );

  const equipment = filters.data?.equipment ?? [];
  return (
    <div className="space-y-4">
      {(equipment.length > 0 || isSupport || state.equipment) && (
        <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm wide:flex-row">
          <div className="min-w-0 flex-1">
            <label htmlFor={equipmentId} className="mb-1 block text-sm font-medium text-slate-700">
              {t('equipment')}
            </label>
            <select
              id={equipmentId}
              value={state.equipment ?? ''}
              onChange={(e) => go({ ...state, equipment: Number(e.target.value) || undefined, page: 1 })}
              className={inputClass()}
            >
              <option value="">{t('allEquipment')}</option>
              {equipment.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </select>
          </div>
          {isSupport && (
            <div className="min-w-0 flex-1">
              <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-slate-700">
                {t('status')}
              </label>
              <select
                id={statusId}
                value={state.status ?? ''}
                onChange={(e) => go({ ...state, status: (e.target.value || undefined) as ChatStatus | undefined, page: 1 })}
                className={inputClass()}
              >
                <option value="">{t('allStatuses')}</option>
                {chatStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`statuses.${status}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      {body}
    </div>
  );
}
